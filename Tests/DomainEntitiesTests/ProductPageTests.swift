import DomainEntities
import Testing

@Suite struct ProductPageTests {
  @Test func hasMoreWhenProductsFollow() {
    #expect(ProductPage(products: [Seeds.mascara], total: 3, skip: 1).hasMore)
    #expect(!ProductPage(products: [Seeds.mascara], total: 2, skip: 1).hasMore)
    #expect(!ProductPage.empty.hasMore)
  }
}
