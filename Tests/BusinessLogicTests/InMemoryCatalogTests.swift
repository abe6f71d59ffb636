import DomainEntities
import Testing

@testable import BusinessLogic

/// A catalog that keeps its search text folded answers every query as the evaluator does over
/// the products themselves: the two forms of the search rule are proven equal.
struct InMemoryCatalogTests {
  private static let products: [Product] = [
    Product(
      id: ProductID(1), title: "Red Lamp", description: "A lamp, red.", category: CategorySlug("lighting"),
      price: Money(10)),
    Product(
      id: ProductID(2), title: "ÉCLAIR Maker", description: "Für Küchen — eclair", category: CategorySlug("kitchen"),
      price: Money(30)),
    Product(
      id: ProductID(3), title: "İstanbul Tea", description: "ΣΊΣΥΦΟΣ tea-pot", category: CategorySlug("kitchen"),
      price: Money(5)),
    Product(
      id: ProductID(4), title: "Phone case", description: "iPhone-ready case",
      category: CategorySlug("mobile-accessories"), price: Money(8)),
    Product(
      id: ProductID(5), title: "ﬁne ﬂask", description: "ﬀ ligatures", category: CategorySlug("kitchen"),
      price: Money(12)),
    Product(id: ProductID(6), title: "", description: "", category: CategorySlug("kitchen"), price: Money(1)),
  ]

  @Test(arguments: [
    "lamp", "LAMP", "red", "é", "éclair", "eclair", "für", "küchen", "i̇stanbul", "istanbul", "σίσυφος", "tea pot",
    "tea-pot", "iphone ready", "phone", "ﬁne", "fine", "ﬀ", " ", "", "a", "zzz", "e\u{0}t", "p case", "CASE",
  ])
  func keptSearchTextAnswersAsTheEvaluator(_ text: String) {
    let plain = InMemoryCatalog(products: Self.products)
    let kept = InMemoryCatalog(products: Self.products, keepingSearchText: true)
    for category: CategorySlug? in [nil, CategorySlug("kitchen")] {
      for sort: ProductSort? in [nil, ProductSort(field: .price, order: .descending)] {
        let query = CatalogQuery(searchText: text, category: category, sort: sort, limit: 2, skip: 1)
        #expect(kept.page(query) == plain.page(query), "\(text.debugDescription) \(String(describing: category))")
        let whole = CatalogQuery(searchText: text, category: category, sort: sort, limit: 0)
        #expect(kept.page(whole) == plain.page(whole))
      }
    }
  }
}
