/// The listed values of a stretch of products as an index's columns hold them, each column read
/// in place over the stretch (its pages checked once) and copied out: what the whole check
/// compares with the records (`CatalogIndex.listingAgrees`). Read one by one, each value's
/// subscript checked its page again: nine checks a product, nine million at 1M.
struct ListedColumns {
  private let ids: [Int]
  private let prices: [Double]
  private let discounts: [Double]
  private let ratings: [Double]
  private let stocks: [Int]
  /// The titles' starts, one more than the products: each title ends where the next starts.
  private let titleStarts: [Int]
  private let categoryCodes: [Int32]
  private let brandCodes: [Int32]

  /// The values of the products at `positions` of `index`; nil when a column ends before them
  /// (a checked index never has that).
  init?(_ index: CatalogIndex, _ positions: Range<Int>) {
    func stretch<Value: BitwiseCopyable & Sendable>(_ column: IndexColumn<Value>) -> [Value] {
      column.withValues(of: positions) { Array($0) }
    }
    (ids, prices, discounts) = (stretch(index.ids), stretch(index.prices), stretch(index.discounts))
    (ratings, stocks) = (stretch(index.ratings), stretch(index.stocks))
    (categoryCodes, brandCodes) = (stretch(index.categoryCodes), stretch(index.brandCodes))
    titleStarts = index.titles.starts.withValues(of: positions.lowerBound..<(positions.upperBound + 1)) { Array($0) }
    let counts = [ids.count, prices.count, discounts.count, ratings.count, stocks.count, categoryCodes.count]
    guard (counts + [brandCodes.count]).allSatisfy({ $0 == positions.count }),
      titleStarts.count == positions.count + 1
    else { return nil }
  }

  /// Where the stretch's titles lie in the titles' bytes, from its first title's start to its
  /// last one's end; nil when those fall.
  var titleSpan: Range<Int>? {
    guard let first = titleStarts.first, let last = titleStarts.last, first <= last else { return nil }
    return first..<last
  }

  /// The listed values of the stretch's product `offset` (counted from its first); nil when its
  /// title would end before it starts.
  func values(at offset: Int) -> ListedValues? {
    let (start, end) = (titleStarts[offset], titleStarts[offset + 1])
    guard start <= end else { return nil }
    return ListedValues(
      id: ids[offset], price: prices[offset], discount: discounts[offset], rating: ratings[offset],
      stock: stocks[offset], title: start..<end, categoryCode: categoryCodes[offset], brandCode: brandCodes[offset])
  }
}
