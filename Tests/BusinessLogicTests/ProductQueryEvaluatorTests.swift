import BusinessLogic
import DomainEntities
import Testing

@Suite struct ProductQueryEvaluatorTests {
  private let evaluator = ProductQueryEvaluator()

  @Test func filtersThenSortsThenPages() {
    let query = CatalogQuery(
      searchText: "phone", sort: ProductSort(field: .price, order: .descending), limit: 2, skip: 1)
    let page = evaluator.evaluate(query, over: Seeds.all)
    #expect(page.products.map(\.id.rawValue) == [2, 3])
    #expect(page.total == 3)
    #expect(page.skip == 1)
  }

  @Test func limitZeroMeansEverything() {
    let page = evaluator.evaluate(CatalogQuery(limit: 0, skip: 2), over: Seeds.all)
    #expect(page.products.map(\.id.rawValue) == [3, 4, 5])
    #expect(!page.hasMore)
  }

  @Test func skipPastTheEndIsEmptyButCounts() {
    let page = evaluator.evaluate(CatalogQuery(skip: 50), over: Seeds.all)
    #expect(page.products.isEmpty)
    #expect(page.total == 5)
  }

  @Test func categoryFilterIgnoresCase() {
    let page = evaluator.evaluate(CatalogQuery(category: CategorySlug("SmartPhones")), over: Seeds.all)
    #expect(page.products.map(\.id.rawValue) == [2])
  }
}

/// A source that keeps its products sorted filters after sorting; that is only right because the
/// ordering is stable, which these tests hold it to.
@Suite struct ProductQueryEvaluatorOrderedTests {
  /// Ties everywhere: equal prices, equal ratings, missing brands.
  static let products: [Product] = (1...40).map { id in
    Product(
      id: ProductID(id), title: id % 3 == 0 ? "Phone \(id % 5)" : "Case \(id % 4)",
      description: id % 2 == 0 ? "fits a phone" : "plain",
      category: CategorySlug(id % 2 == 0 ? "smartphones" : "beauty"), price: Money(Double(id % 7)),
      rating: id % 5 == 0 ? nil : Rating(Double(id % 3)), stock: id % 4, brand: id % 3 == 1 ? nil : "B\(id % 2)")
  }

  @Test(arguments: ProductSortField.allCases)
  func filteringASortedListEqualsSortingTheFilteredOne(field: ProductSortField) {
    let evaluator = ProductQueryEvaluator()
    for order in SortOrder.allCases {
      for search in [nil, "phone", "case 1"] {
        let query = CatalogQuery(searchText: search, sort: ProductSort(field: field, order: order), limit: 0)
        let filter = ProductFilter(query)
        let sortedAll = ProductOrdering(query.sort ?? ProductSort(field: .id)).sortedPositions(Self.products)
        let picked = evaluator.selection(query, overOrdered: sortedAll.filter { filter.matches(Self.products[$0]) })
        #expect(
          picked.positions.map { Self.products[$0] } == evaluator.evaluate(query, over: Self.products).products,
          "\(field) \(order) \(search ?? "-")")
      }
    }
  }

  @Test func picksThePageFromOrderedPositions() {
    let evaluator = ProductQueryEvaluator()
    let positions = [7, 3, 9, 1, 4]
    #expect(evaluator.selection(CatalogQuery(limit: 2, skip: 1), overOrdered: positions).positions == [3, 9])
    #expect(evaluator.selection(CatalogQuery(limit: 0, skip: 3), overOrdered: positions).positions == [1, 4])
    let past = evaluator.selection(CatalogQuery(limit: 2, skip: 9), overOrdered: positions)
    #expect(past.positions.isEmpty)
    #expect(past.total == 5)
    #expect(past.skip == 9)
  }
}
