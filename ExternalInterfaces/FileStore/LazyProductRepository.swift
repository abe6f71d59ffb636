import BusinessLogic
import DomainEntities

/// Loads a catalog on first use, then answers from memory. Lazy so that a mistyped flag is
/// reported before any file is read, as the same command would be with a working source.
actor LazyProductRepository: ProductRepository {
  nonisolated let sourceName: String
  private let load: @Sendable () throws(CatalogSourceError) -> [Product]
  private var loaded: InMemoryCatalog?
  /// Whether many queries will follow (a server): then search text is folded once, and pages
  /// are kept by query.
  private let searchesOften: Bool
  /// Pages answered, by query: what is held here never changes once read (the embedded catalog,
  /// a stream), so an answer stays true. `KeptPages` bounds them.
  private var answered: [CatalogQuery: ProductPage] = [:]
  private nonisolated let executor: ActorExecutor
  nonisolated var unownedExecutor: UnownedSerialExecutor { executor.unowned }

  /// `executor`: where its jobs run (`ActorExecutor`).
  init(
    sourceName: String, searchesOften: Bool = false, executor: ActorExecutor = .ownQueue(),
    load: @escaping @Sendable () throws(CatalogSourceError) -> [Product]
  ) {
    self.executor = executor
    (self.sourceName, self.searchesOften, self.load) = (sourceName, searchesOften, load)
  }

  func products(matching query: CatalogQuery) async throws(CatalogSourceError) -> ProductPage {
    if let page = answered[query] { return page }
    let page = try catalog().page(query)
    if searchesOften, page.products.count <= KeptPages.largestPage {
      if answered.count >= KeptPages.capacity { answered.removeAll(keepingCapacity: true) }
      answered[query] = page
    }
    return page
  }

  func product(withID id: ProductID) async throws(CatalogSourceError) -> Product {
    try catalog().product(withID: id, source: sourceName)
  }

  func categories() async throws(CatalogSourceError) -> [Category] {
    try catalog().categories()
  }

  private func catalog() throws(CatalogSourceError) -> InMemoryCatalog {
    if let loaded { return loaded }
    let catalog = InMemoryCatalog(products: try load(), keepingSearchText: searchesOften)
    loaded = catalog
    return catalog
  }
}
