import BusinessLogic
import Dispatch
import DomainEntities
import Synchronization

extension CatalogIndex {
  /// Builds an index one product at a time, as a scan reads them (in two halves, merged in
  /// order), so the products themselves are never all held at once.
  struct Builder: ScanAccumulator {
    private var ids: [Int] = []
    private var rangeStarts: [Int] = []
    private var rangeEnds: [Int] = []
    private var prices: [Double] = []
    private var discounts: [Double] = []
    private var ratings: [Double] = []
    private var stocks: [Int] = []
    private var titleBytes: [UInt8] = []
    private var titleStarts = [0]
    private var categoryCodes: [Int32] = []
    private var categoryNames: [String] = []
    private var categoryTable: [String: Int32] = [:]
    private var brandCodes: [Int32] = []
    private var brandNames: [String] = []
    private var brandTable: [String: Int32] = [:]
    private var folded: [UInt8] = []
    private var foldedStarts: [Int] = []

    mutating func add(_ product: Product, at range: Range<Int>) {
      ids.append(product.id.rawValue)
      rangeStarts.append(range.lowerBound)
      rangeEnds.append(range.upperBound)
      prices.append(product.price.amount)
      discounts.append(product.discount.percentage)
      ratings.append(product.rating?.value ?? .nan)
      stocks.append(product.stock ?? .min)
      titleBytes += product.title.utf8
      titleStarts.append(titleBytes.count)
      categoryCodes.append(Self.code(product.category.rawValue, &categoryTable, &categoryNames))
      brandCodes.append(product.brand.map { Self.code($0, &brandTable, &brandNames) } ?? -1)
      foldedStarts.append(folded.count)
      folded += ProductSearch.folded(product.title)
      folded.append(0)
      foldedStarts.append(folded.count)
      folded += ProductSearch.folded(product.description)
      folded.append(0)
    }

    mutating func merge(_ later: Builder) {
      ids += later.ids
      rangeStarts += later.rangeStarts
      rangeEnds += later.rangeEnds
      prices += later.prices
      discounts += later.discounts
      ratings += later.ratings
      stocks += later.stocks
      let titleShift = titleBytes.count
      titleBytes += later.titleBytes
      titleStarts += later.titleStarts.dropFirst().map { $0 + titleShift }
      categoryCodes += later.categoryCodes.map {
        Self.code(later.categoryNames[Int($0)], &categoryTable, &categoryNames)
      }
      brandCodes += later.brandCodes.map {
        $0 < 0 ? -1 : Self.code(later.brandNames[Int($0)], &brandTable, &brandNames)
      }
      let foldedShift = folded.count
      folded += later.folded
      foldedStarts += later.foldedStarts.map { $0 + foldedShift }
    }

    func build() -> CatalogIndex {
      CatalogIndex(
        ids: IndexColumn(ids), rangeStarts: IndexColumn(rangeStarts), rangeEnds: IndexColumn(rangeEnds),
        prices: IndexColumn(prices), discounts: IndexColumn(discounts), ratings: IndexColumn(ratings),
        stocks: IndexColumn(stocks),
        titles: TextColumn(bytes: IndexColumn(titleBytes), starts: IndexColumn(titleStarts)),
        categoryCodes: IndexColumn(categoryCodes), categoryNames: categoryNames, brandCodes: IndexColumn(brandCodes),
        brandNames: brandNames, folded: IndexColumn(folded), foldedStarts: IndexColumn(foldedStarts + [folded.count]))
    }

    private static func code(_ text: String, _ table: inout [String: Int32], _ names: inout [String]) -> Int32 {
      if let known = table[text] { return known }
      let new = Int32(names.count)
      table[text] = new
      names.append(text)
      return new
    }
  }
}
