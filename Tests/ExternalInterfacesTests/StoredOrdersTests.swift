import DomainEntities
import Testing

@testable import ExternalInterfaces

/// A stored index's orders are read when first asked for (`show` asks for none): read, they are
/// the file's; orders that do not fit the products read as none, and the whole check fails.
@Suite struct StoredOrdersTests {
  /// A reader of `bytes` (an encoded index) as `CatalogIndexFile.open` makes one.
  static func reader(_ bytes: [UInt8]) throws -> CatalogIndexFile.Reader {
    let sections = try #require(bytes.withUnsafeBytes { CatalogIndexFile.sections(of: $0) })
    var directory = [(offset: Int, length: Int)](repeating: (0, 0), count: CatalogIndexFile.Section.count)
    for (section, range) in sections { directory[section.number] = (range.lowerBound, range.count) }
    return bytes.withUnsafeBytes { CatalogIndexFile.Reader(file: IndexFileBytes(copying: $0), directory: directory) }
  }

  @Test func ordersFitTheirProductsOrAreRefused() throws {
    let (bytes, _) = try CatalogIndexQuickTests.encoded()
    let complete = CatalogIndexQuickTests.complete
    let reader = try Self.reader(bytes)
    let categories = complete.categoryNames.count
    let whole = try #require(
      CatalogIndexFile.orders(cutAmong: nil, from: reader, count: complete.count))
    #expect(Set(whole.whole.keys) == Set(ProductSortField.allCases) && whole.fit && whole.categoryOrders == nil)
    #expect(whole.whole[.price].map(Array.init) == complete.ascendingOrders[.price].map(Array.init))
    let cut = try #require(
      CatalogIndexFile.orders(cutAmong: categories, from: reader, count: complete.count))
    #expect(cut.categoryOrders?.orders.count == ProductSortField.allCases.count && cut.whole.isEmpty)
    for cutAmong in [nil, categories] {
      #expect(CatalogIndexFile.orders(cutAmong: cutAmong, from: reader, count: complete.count + 1) == nil)
    }
    #expect(CatalogIndexFile.orders(cutAmong: categories + 1, from: reader, count: complete.count) == nil)
  }

  /// Whole orders, or orders cut by category, that did not fit: the index reads as having none
  /// of them, and its whole check fails.
  @Test(arguments: [false, true])
  func anIndexWhoseOrdersDoNotFitFailsItsWholeCheck(cut: Bool) throws {
    let (bytes, identity) = try CatalogIndexQuickTests.encoded()
    let index = try CatalogIndexQuickTests.opened(bytes, identity)
    #expect(index.ordersFit && index.storedOrders.count == ProductSortField.allCases.count && !index.isDamaged)
    let misfit = ReadOnce(StoredOrders(fit: false))
    let forged = CatalogIndex(
      ids: index.ids, rangeStarts: index.rangeStarts, rangeEnds: index.rangeEnds, prices: index.prices,
      discounts: index.discounts, ratings: index.ratings, stocks: index.stocks, titles: index.titles,
      categoryCodes: index.categoryCodes, categoryNames: index.categoryNameSource, brandCodes: index.brandCodes,
      brandNames: index.brandNameSource, folded: index.folded, foldedStarts: index.foldedStarts,
      orders: cut ? ReadOnce(StoredOrders()) : misfit, categoryOrders: cut ? misfit : ReadOnce(StoredOrders()))
    #expect(forged.storedOrders.isEmpty && forged.categoryOrders == nil && !forged.ordersFit)
    #expect(!forged.checkWhole())
  }
}
