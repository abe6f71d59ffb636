import DomainEntities

/// The data-manager port: everything the use cases need from wherever products are kept.
///
/// It receives whole queries rather than raw collections so that a server-backed source can
/// search, sort and page where the data lives. Implementations are in ExternalInterfaces.
public protocol ProductRepository: Sendable {
  /// A short name of the source for messages (`embedded catalog`, a path, a URL).
  var sourceName: String { get }

  func products(matching query: CatalogQuery) async throws(CatalogSourceError) -> ProductPage
  func product(withID id: ProductID) async throws(CatalogSourceError) -> Product
  func categories() async throws(CatalogSourceError) -> [Category]
}
