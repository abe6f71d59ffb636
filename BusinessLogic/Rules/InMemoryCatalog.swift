import DomainEntities

/// The answers of a catalog held in memory, written once for every source that holds one (the
/// embedded catalog, a catalog read from a pipe, the tests' fakes): queries through the
/// evaluator, products by id, categories through the tally.
public struct InMemoryCatalog: Sendable {
  public let products: [Product]
  private let evaluator = ProductQueryEvaluator()

  public init(products: [Product]) {
    self.products = products
  }

  public func page(_ query: CatalogQuery) -> ProductPage {
    evaluator.evaluate(query, over: products)
  }

  public func product(withID id: ProductID, source: String) throws(CatalogSourceError) -> Product {
    guard let product = products.first(where: { $0.id == id }) else { throw .productNotFound(id, source: source) }
    return product
  }

  public func categories() -> [Category] {
    CategoryTally().categories(of: products)
  }
}
