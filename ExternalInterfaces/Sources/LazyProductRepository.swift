import BusinessLogic
import DomainEntities

/// Loads a catalog on first use, then answers from memory. Lazy so that a mistyped flag is
/// reported before any file is read, as the same command would be with a working source.
actor LazyProductRepository: ProductRepository {
  nonisolated let sourceName: String
  private let load: @Sendable () throws(CatalogSourceError) -> [Product]
  private var loaded: InMemoryProductRepository?

  init(sourceName: String, load: @escaping @Sendable () throws(CatalogSourceError) -> [Product]) {
    self.sourceName = sourceName
    self.load = load
  }

  func products(matching query: CatalogQuery) async throws(CatalogSourceError) -> ProductPage {
    try await repository().products(matching: query)
  }

  func product(withID id: ProductID) async throws(CatalogSourceError) -> Product {
    try await repository().product(withID: id)
  }

  func categories() async throws(CatalogSourceError) -> [Category] {
    try await repository().categories()
  }

  private func repository() throws(CatalogSourceError) -> InMemoryProductRepository {
    if let loaded { return loaded }
    let repository = InMemoryProductRepository(products: try load(), sourceName: sourceName)
    loaded = repository
    return repository
  }
}
