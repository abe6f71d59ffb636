import BusinessLogic
import DomainEntities

/// A repository over products already in memory (the embedded catalog, a local file). Queries
/// are answered by BusinessLogic's own evaluator, so their meaning is defined in one place.
struct InMemoryProductRepository: ProductRepository {
  let sourceName: String
  private let products: [Product]
  private let evaluator = ProductQueryEvaluator()

  init(products: [Product], sourceName: String) {
    self.products = products
    self.sourceName = sourceName
  }

  func products(matching query: CatalogQuery) async throws(CatalogSourceError) -> ProductPage {
    evaluator.evaluate(query, over: products)
  }

  func product(withID id: ProductID) async throws(CatalogSourceError) -> Product {
    guard let product = products.first(where: { $0.id == id }) else {
      throw .productNotFound(id, source: sourceName)
    }
    return product
  }

  func categories() async throws(CatalogSourceError) -> [Category] {
    CategoryTally().categories(of: products)
  }
}
