import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

/// Counts from the command line and from servers are never trusted in arithmetic.
@Suite struct BrowserExtremeNumbersTests {
  static let viewport = ProductBrowserStateTests.viewport

  @Test func aSkipOfIntMaxOpensWithoutOverflow() {
    var state = ProductBrowserState(query: CatalogQuery(limit: 100, skip: .max))
    let loads = ProductBrowserStateTests.loads(state.settle(Self.viewport))
    #expect(loads.count == 1)
    #expect(loads.first.map { $0.skip <= CatalogQuery.maximumCount } == true)
    _ = state.handle(.character("G"), viewport: Self.viewport)
    _ = state.handle(.pageDown, viewport: Self.viewport)
  }

  @Test func aServerClaimingAnEnormousTotalCanBeSearchedWithN() {
    var state = ProductBrowserState(query: CatalogQuery(searchText: "item", limit: 100))
    let first = ProductBrowserStateTests.loads(state.settle(Self.viewport))
    let products = Catalog.of(3)
    let page = ProductPage(products: products, total: .max, skip: 0)
    _ = state.receive(page, for: first[0], viewport: Self.viewport)
    #expect(state.total == CatalogQuery.maximumCount)
    // Before the fix `n` walked every row number up to the total: 2^63 steps.
    _ = state.handle(.character("n"), viewport: Self.viewport)
    #expect(state.selected == 1)
    _ = state.handle(.character("N"), viewport: Self.viewport)
    #expect(state.selected == 0)
    _ = state.handle(.character("N"), viewport: Self.viewport)
    #expect(state.selected == 2)
    _ = state.handle(.character("G"), viewport: Self.viewport)
    #expect(state.selected == CatalogQuery.maximumCount - 1)
  }

  @Test func queriesAndPagesClampEveryCount() {
    let query = CatalogQuery(limit: .max, skip: .max)
    #expect(query.limit == CatalogQuery.maximumCount && query.skip == CatalogQuery.maximumCount)
    let selection = ProductQueryEvaluator().selection(CatalogQuery(limit: .max, skip: 1), overOrdered: [0, 1, 2])
    #expect(selection.positions == [1, 2])
    #expect(ProductPage(products: [], total: .max, skip: .max).hasMore == false)
    #expect(ProductPage(products: [], total: -5, skip: -1) == ProductPage(products: [], total: 0, skip: 0))
  }
}
