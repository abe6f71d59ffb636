import BusinessLogic
import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

/// Where the runs of rising positions begin along a stored order, an entry a page (`OrderRuns`):
/// the entries are the rule's; a descending page read with them is the rule's page, and reads
/// one page of its order back for a group several pages long; an entry that cannot be right is
/// damage, and one that is wrong but could be is found by the whole check.
@Suite struct OrderRunsTests {
  static let page = OrderRuns.placesPerPage

  /// The run through each page's first place, found by reading back from it one place at a
  /// time: the rule in its plainest form, against which the entries are proven.
  static func readBack(_ order: [Int32]) -> [Int32] {
    stride(from: 0, to: order.count, by: page).map { place in
      var start = place
      while start > 0, order[start - 1] < order[start] { start -= 1 }
      return Int32(start)
    }
  }

  /// Runs within a page, ending and starting on a page's first place, and across several
  /// pages; a run broken by a fall and one broken by an equal neighbour.
  @Test func theEntriesAreWhereEachPagesRunBegins() {
    let lengths = [1, 3, Self.page - 4, Self.page, 1, 2 * Self.page + 5, 700, 1, 1_100, 3 * Self.page, 2]
    var order: [Int32] = []
    for (number, length) in lengths.enumerated() {
      // Each run starts below the last one's end, or (every third) at the same value.
      let base = number % 3 == 2 ? (order.last ?? 0) : Int32(1_000_000 - 10_000 * number)
      order += (0..<length).map { base + Int32($0) }
    }
    let entries = OrderRuns.starts(of: IndexColumn(order))
    #expect(entries.count == OrderRuns.count(places: order.count))
    #expect(entries == Self.readBack(order))
    #expect(Set(entries).count > 4, "runs begin in many places")
    #expect(zip(entries, stride(from: 0, to: order.count, by: Self.page)).contains { Int($0) < $1 - Self.page })
  }

  /// An entry is asked only for a page's first place, and must not lie after it.
  @Test func anEntryAfterItsPlaceOrForNoPageIsRefused() {
    let runs = OrderRuns(starts: IndexColumn([0, Int32(Self.page - 10), Int32(2 * Self.page + 1)]))
    #expect(runs.start(ofRunEndingAt: Self.page) == Self.page - 10)
    #expect(runs.start(ofRunEndingAt: 0) == 0)
    #expect(runs.start(ofRunEndingAt: 2 * Self.page) == nil, "after its place")
    #expect(runs.start(ofRunEndingAt: 5) == nil, "not a page's first place")
    #expect(runs.start(ofRunEndingAt: 3 * Self.page) == nil, "no entry")
  }

  /// Six thousand products in two categories: "zz-a" holds three of every four positions, and
  /// its rating 5 the even ones, three thousand products whose run along the order by rating is
  /// three pages long; "zz-b" has products without a rating, and few titles, prices, stocks and
  /// brands make long groups in every order.
  static let products: [Product] = (0..<6_000).map { position in
    let inA = position % 4 != 3
    let rating = inA ? (position % 2 == 0 ? 5.0 : 4.0) : (position % 8 == 3 ? nil : 4.5)
    return Product(
      id: ProductID(position + 1), title: "Product \(position % 250)",
      category: CategorySlug(inA ? "zz-a" : "zz-b"), price: Money(Double(position % 5)),
      discount: Discount(percentage: Double(position % 4)), rating: rating.map(Rating.init), stock: 10 * (position % 3),
      brand: position % 6 == 0 ? nil : "Brand \(position % 4)")
  }

  /// Their index file, with every order, made once for the suite.
  static let file: (bytes: [UInt8], identity: FileIdentity)? = {
    var index = CatalogIndex(products: products, ranges: products.indices.map { $0..<($0 + 1) })
    index.adopt(index.orders(for: CatalogIndex.sortsOrderedAhead))
    return FileIdentity.current(of: CatalogFiles.products.path).map {
      (CatalogIndexFile.encode(index, identity: $0), $0)
    }
  }()

  static func encoded() throws -> (bytes: [UInt8], identity: FileIdentity) {
    try #require(file)
  }

  static func opened(_ bytes: [UInt8], _ identity: FileIdentity) throws -> CatalogIndex {
    try CatalogIndexQuickTests.opened(bytes, identity, fileSize: products.count)
  }

  static let byRating = ProductSort(field: .rating, order: .descending)

  /// Every descending order, in each category and none, at its start, within a long group and
  /// across its end: the rule's products, found with the runs, and with a reach too short for
  /// some runs (the group's start is then galloped to).
  @Test(arguments: [1 << 17, 1_500])
  func descendingPagesAreTheRulesPages(risingRunReach: Int) throws {
    let (bytes, identity) = try Self.encoded()
    var index = try Self.opened(bytes, identity)
    index.risingRunReach = risingRunReach
    #expect(index.storedOrderRuns.count == ProductSortField.allCases.count)
    for category in [CategorySlug("zz-a"), nil, CategorySlug("zz-b")] {
      for field in ProductSortField.allCases {
        let sort = ProductSort(field: field, order: .descending)
        let all = CatalogQuery(category: category, sort: sort, limit: Self.products.count)
        let expected = ProductQueryEvaluator().evaluate(all, over: Self.products).products.map(\.id.rawValue)
        for (skip, limit) in [(0, 5), (1_000, 3), (2_990, 20), (3_050, 5)] {
          let query = CatalogQuery(category: category, sort: sort, limit: limit, skip: skip)
          let quick = try #require(index.quickPage(query), "\(query)")
          let wanted = Array(expected.dropFirst(skip).prefix(limit))
          #expect(quick.positions.map { index.ids[$0] } == wanted, "\(query)")
        }
      }
    }
    #expect(!index.isDamaged)
    #expect(index.checkWhole())
  }

  /// The first page of "zz-a" by rating, descending, reads two pages of the order cut by
  /// category: the last, read back to its first place, and the one where the group of rating 5
  /// starts, three pages before, which the runs name (read back a page at a time, it read all
  /// four). Ascending, the first page of the stretch is the only one read.
  @Test func aDescendingPageReadsTheOrderWhereItsGroupStartsAndEnds() throws {
    let (bytes, identity) = try Self.encoded()
    let sections = try #require(bytes.withUnsafeBytes { CatalogIndexFile.sections(of: $0) })
    let cut = try #require(sections[.categoryOrder(.rating)])
    let runs = try #require(sections[.categoryOrderRuns(.rating)])
    // The order's pages but the last, which its runs share.
    let order = cut.lowerBound..<(runs.lowerBound / CatalogIndexFile.pageSize * CatalogIndexFile.pageSize)
    for (sort, pages) in [(Self.byRating, 2), (ProductSort(field: .rating), 1)] {
      let index = try Self.opened(bytes, identity)
      let file = try #require(index.ids.file)
      let query = CatalogQuery(category: CategorySlug("zz-a"), sort: sort, limit: 5)
      let quick = try #require(index.quickPage(query))
      let expected = ProductQueryEvaluator().evaluate(query, over: Self.products)
      #expect(quick.positions.map { index.ids[$0] } == expected.products.map(\.id.rawValue))
      #expect(file.checkedPages(in: order) == pages, "\(sort)")
    }
  }

  /// An entry after its own place (a file whose checksums were made to match) is damage when
  /// a page reads it; one before the true start but still plausible is found by the whole
  /// check, which compares every entry with the rule.
  @Test(arguments: [1, -1_000])
  func aForgedEntryIsFound(shift: Int) throws {
    var (bytes, identity) = try Self.encoded()
    let sections = try #require(bytes.withUnsafeBytes { CatalogIndexFile.sections(of: $0) })
    let runs = try #require(sections[.categoryOrderRuns(.rating)])
    let index = try Self.opened(bytes, identity)
    let stretch = try #require(index.categoryOrders?.stretch(of: Int(index.categoryCodes[0]), count: index.count))
    // The entry for the first place of the page holding the stretch's last place.
    let entry = (stretch.upperBound - 1) / Self.page
    let offset = runs.lowerBound + 4 * entry
    withUnsafeBytes(of: Int32(entry * Self.page + shift).littleEndian) {
      bytes.replaceSubrange(offset..<(offset + 4), with: $0)
    }
    try CatalogIndexQuickTests.resealPage(containing: offset, of: &bytes)
    let forged = try Self.opened(bytes, identity)
    _ = forged.quickPage(CatalogQuery(category: CategorySlug("zz-a"), sort: Self.byRating, limit: 5))
    #expect(forged.isDamaged == (shift > 0))
    #expect(!(try Self.opened(bytes, identity)).checkWhole())
  }
}
