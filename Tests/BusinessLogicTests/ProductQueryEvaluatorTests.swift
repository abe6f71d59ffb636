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
