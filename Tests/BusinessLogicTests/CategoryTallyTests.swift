import BusinessLogic
import DomainEntities
import Testing

@Suite struct CategoryTallyTests {
  @Test func countsPerSlugInFirstSeenOrder() {
    let products = [Seeds.iPhone, Seeds.mascara, Seeds.iPhone, Seeds.apple]
    let categories = CategoryTally().categories(of: products)
    #expect(categories.map(\.slug.rawValue) == ["smartphones", "beauty", "groceries"])
    #expect(categories.map(\.productCount) == [2, 1, 1])
    #expect(categories.first?.name == "Smartphones")
  }

  @Test func productsWithoutCategoryAreNotACategory() {
    #expect(CategoryTally().categories(of: [Product(id: ProductID(1), title: "x", price: Money(1))]).isEmpty)
  }
}
