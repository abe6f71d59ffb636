import BusinessLogic
import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

/// A write keeps what the index had made beside its columns: every order, with the written
/// product placed anew, and the lists of its search, with that product stale (read from its
/// text). Whatever the write, the index after it must answer every query as the rule does over
/// the products after it, and as quickly: from the orders and the lists.
@Suite struct CatalogIndexEditTests {
  enum Write: CaseIterable {
    case edit, add, delete
  }

  /// A product unlike the one it replaces: a new title and text, the lowest price, no brand.
  static func written(id: Int, category: CategorySlug) -> Product {
    Product(
      id: ProductID(id), title: "Zebra phonograph émincé", description: "Striped, and quite unlike the others.",
      category: category, price: Money(0.01), discount: Discount(percentage: 99), rating: Rating(5), stock: nil)
  }

  static func after(_ write: Write, of products: [Product]) -> (edit: CatalogIndexEdit, products: [Product]) {
    let position = 5
    var changed = products
    switch write {
    case .edit:
      let product = written(id: products[position].id.rawValue, category: products[position].category)
      changed[position] = product
      return (CatalogIndexEdit(positions: position..<(position + 1), entries: [(product, 5..<6)], delta: 0), changed)
    case .add:
      let product = written(id: 90_000, category: CategorySlug("brand-new"))
      changed.append(product)
      let end = products.count
      return (CatalogIndexEdit(positions: end..<end, entries: [(product, end..<(end + 1))], delta: 1), changed)
    case .delete:
      changed.remove(at: position)
      return (CatalogIndexEdit(positions: position..<(position + 1), entries: [], delta: -1), changed)
    }
  }

  @Test(arguments: Write.allCases)
  func theIndexAfterAWriteAnswersAsTheRuleDoes(write: Write) throws {
    let (edit, products) = Self.after(write, of: CatalogIndexOrderTests.products)
    let identity = try #require(FileIdentity.current(of: CatalogFiles.products.path))
    let bytes = CatalogIndexFile.encode(CatalogIndexQuickTests.complete, after: edit, identity: identity)
    var index = try #require(
      bytes.withUnsafeBytes { CatalogIndexFile.decode($0, identity: identity, fileSize: 10_000) })
    #expect(index.count == products.count)
    #expect(CatalogIndexOrderTests.sorts.allSatisfy(index.ordersCheaply), "every order kept")
    #expect(index.categoryOrders?.orders.count == ProductSortField.allCases.count, "and cut by category")
    #expect(index.checkWhole(), "each category's stretch holds its products after the write")
    #expect(index.listing?.count == products.count, "each product's record written")
    #expect(index.idRecords?.count == products.count, "and its id record")
    for position in [0, products.count / 2, products.count - 1] {
      #expect(index.quickRange(of: products[position].id) == .found(index.range(at: position)), "\(position)")
    }
    #expect(index.ids.indices.map { index.product(at: $0) } == products.map { $0.keeping(CatalogIndex.carried) })
    switch write {
    case .edit: #expect(index.grams?.stale == [5])
    case .add: #expect(index.grams?.stale == [products.count - 1])
    case .delete: #expect(index.grams == nil, "a delete moves the products the lists name")
    }
    let searches = ["", "zebra", "phono", "phone", "ph", "z", "émincé", "apple w"]
    var quick = 0
    for (number, text) in searches.enumerated() {
      for sort in [nil] + CatalogIndexOrderTests.sorts {
        let category = number % 3 == 0 ? products[5].category : nil
        let query = CatalogQuery(searchText: text, category: category, sort: sort, limit: 7)
        let expected = ProductQueryEvaluator().evaluate(query, over: products)
        if let page = index.quickPage(query) {
          quick += 1
          #expect(page.positions.map { index.ids[$0] } == expected.products.map { $0.id.rawValue }, "\(query)")
          #expect(page.total == expected.total, "\(query)")
        }
        let all = index.matchingPositions(query)
        #expect(all.count == expected.total, "\(query)")
        #expect(all.prefix(7).map { index.ids[$0] } == expected.products.map { $0.id.rawValue }, "\(query)")
      }
    }
    // Every query is answered from the orders and lists (the search with a space by its
    // candidates' text, the stale product's among them), but after a delete only those without
    // a search.
    #expect(quick == (write == .delete ? 1 : searches.count) * (CatalogIndexOrderTests.sorts.count + 1))
    #expect(!index.isDamaged)
  }

  /// Edits pile up as stale products until there are too many, when the lists are dropped to be
  /// made again; the orders stay.
  @Test func tooManyStaleProductsDropTheLists() {
    var grams = CatalogIndexQuickTests.complete.grams
    grams = grams?.marking(stale: Array(100..<(100 + GramIndex.mostStale - 1)))
    let index = CatalogIndex(
      ids: CatalogIndexQuickTests.complete.ids, rangeStarts: CatalogIndexQuickTests.complete.rangeStarts,
      rangeEnds: CatalogIndexQuickTests.complete.rangeEnds, prices: CatalogIndexQuickTests.complete.prices,
      discounts: CatalogIndexQuickTests.complete.discounts, ratings: CatalogIndexQuickTests.complete.ratings,
      stocks: CatalogIndexQuickTests.complete.stocks, titles: CatalogIndexQuickTests.complete.titles,
      categoryCodes: CatalogIndexQuickTests.complete.categoryCodes,
      categoryNames: CatalogIndexQuickTests.complete.categoryNameSource,
      brandCodes: CatalogIndexQuickTests.complete.brandCodes,
      brandNames: CatalogIndexQuickTests.complete.brandNameSource,
      folded: CatalogIndexQuickTests.complete.folded, foldedStarts: CatalogIndexQuickTests.complete.foldedStarts,
      grams: ReadOnce(grams))
    let (edit, _) = Self.after(.edit, of: CatalogIndexOrderTests.products)
    #expect(index.grams(after: edit)?.stale.count == GramIndex.mostStale)
    let twice = CatalogIndex(
      ids: index.ids, rangeStarts: index.rangeStarts, rangeEnds: index.rangeEnds, prices: index.prices,
      discounts: index.discounts, ratings: index.ratings, stocks: index.stocks, titles: index.titles,
      categoryCodes: index.categoryCodes, categoryNames: index.categoryNameSource, brandCodes: index.brandCodes,
      brandNames: index.brandNameSource, folded: index.folded, foldedStarts: index.foldedStarts,
      grams: ReadOnce(index.grams(after: edit)?.marking(stale: [GramIndex.mostStale + 7])))
    #expect(twice.grams(after: edit) == nil)
  }
}
