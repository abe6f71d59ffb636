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
  /// The first `limit` products in the catalog's own order, when the source can give them much
  /// sooner than a page (a large file, read from its start only): a first screen to show while
  /// the page, and with it the count, is read. Nil when it cannot; a failure is the page's to
  /// report.
  func leadingProducts(limit: Int) async -> [Product]?
}

extension ProductRepository {
  /// Most sources answer a first page as soon as they could answer anything.
  public func leadingProducts(limit: Int) async -> [Product]? { nil }
}
