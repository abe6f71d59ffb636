import BusinessLogic
import Dispatch
import DomainEntities
import Synchronization

extension CatalogIndex {
  /// Builds an index one product at a time, as a scan reads them (in two halves, merged in
  /// order), so the products themselves are never all held at once.
  struct Builder: ScanAccumulator {
    private var ids: BuildColumn<Int>
    private var rangeStarts: BuildColumn<Int>
    private var rangeEnds: BuildColumn<Int>
    private var prices: BuildColumn<Double>
    private var discounts: BuildColumn<Double>
    private var ratings: BuildColumn<Double>
    private var stocks: BuildColumn<Int>
    private var titleBytes: BuildColumn<UInt8>
    private var titleStarts: BuildColumn<Int>
    private var categoryCodes: [Int32] = []
    private var categoryNames: [String] = []
    private var categoryTable: [String: Int32] = [:]
    private var brandCodes: [Int32] = []
    private var brandNames: [String] = []
    private var brandTable: [String: Int32] = [:]
    private var folded: BuildColumn<UInt8>
    private var foldedStarts: BuildColumn<Int>

    /// A builder in memory, or with its long columns in scratch files of `folder` (an open
    /// directory, the cache's): a column whose file cannot be made is kept in memory.
    init(scratchIn folder: Int32? = nil) {
      func file() -> ScratchFile? { folder.flatMap { ScratchFile(in: $0) } }
      (ids, rangeStarts, rangeEnds) = (BuildColumn(in: file()), BuildColumn(in: file()), BuildColumn(in: file()))
      (prices, discounts, ratings) = (BuildColumn(in: file()), BuildColumn(in: file()), BuildColumn(in: file()))
      (stocks, titleBytes, titleStarts) = (BuildColumn(in: file()), BuildColumn(in: file()), BuildColumn(in: file()))
      (folded, foldedStarts) = (BuildColumn(in: file()), BuildColumn(in: file()))
      titleStarts.append(0)
    }

    mutating func add(_ product: Product, at range: Range<Int>) {
      ids.append(product.id.rawValue)
      rangeStarts.append(range.lowerBound)
      rangeEnds.append(range.upperBound)
      prices.append(product.price.amount)
      discounts.append(product.discount.percentage)
      ratings.append(product.rating?.value ?? .nan)
      stocks.append(product.stock ?? .min)
      titleBytes.append(contentsOf: product.title.utf8)
      titleStarts.append(titleBytes.count)
      categoryCodes.append(Self.code(product.category.rawValue, &categoryTable, &categoryNames))
      brandCodes.append(product.brand.map { Self.code($0, &brandTable, &brandNames) } ?? -1)
      foldedStarts.append(folded.count)
      folded.append(contentsOf: ProductSearch.folded(product.title))
      folded.append(0)
      foldedStarts.append(folded.count)
      folded.append(contentsOf: ProductSearch.folded(product.description))
      folded.append(0)
    }

    mutating func merge(_ later: Builder) {
      ids.append(contentsOf: later.ids)
      rangeStarts.append(contentsOf: later.rangeStarts)
      rangeEnds.append(contentsOf: later.rangeEnds)
      prices.append(contentsOf: later.prices)
      discounts.append(contentsOf: later.discounts)
      ratings.append(contentsOf: later.ratings)
      stocks.append(contentsOf: later.stocks)
      let titleShift = titleBytes.count
      titleBytes.append(contentsOf: later.titleBytes)
      titleStarts.append(contentsOf: later.titleStarts, dropping: 1) { $0 + titleShift }
      categoryCodes += later.categoryCodes.map {
        Self.code(later.categoryNames[Int($0)], &categoryTable, &categoryNames)
      }
      brandCodes += later.brandCodes.map {
        $0 < 0 ? -1 : Self.code(later.brandNames[Int($0)], &brandTable, &brandNames)
      }
      let foldedShift = folded.count
      folded.append(contentsOf: later.folded)
      foldedStarts.append(contentsOf: later.foldedStarts) { $0 + foldedShift }
    }

    /// The index; nil when a scratch file could not be written or mapped (a builder in memory
    /// always builds one).
    consuming func build() -> CatalogIndex? {
      foldedStarts.append(folded.count)
      guard let ids = ids.column(), let rangeStarts = rangeStarts.column(), let rangeEnds = rangeEnds.column(),
        let prices = prices.column(), let discounts = discounts.column(), let ratings = ratings.column(),
        let stocks = stocks.column(), let titleBytes = titleBytes.column(), let titleStarts = titleStarts.column(),
        let folded = folded.column(), let foldedStarts = foldedStarts.column()
      else { return nil }
      return CatalogIndex(
        ids: ids, rangeStarts: rangeStarts, rangeEnds: rangeEnds, prices: prices, discounts: discounts,
        ratings: ratings, stocks: stocks, titles: TextColumn(bytes: titleBytes, starts: titleStarts),
        categoryCodes: IndexColumn(categoryCodes), categoryNames: ReadOnce(categoryNames),
        brandCodes: IndexColumn(brandCodes), brandNames: ReadOnce(brandNames), folded: folded,
        foldedStarts: foldedStarts)
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
