import BusinessLogic
import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A catalog server named by URL, speaking DummyJSON's API or Datasette's.
///
/// The kind comes from the URL when it says (`datasette+http://…`, `dummyjson+https://…`);
/// otherwise from its shape: a path of exactly two segments (`/catalog/products`) is how
/// Datasette names a table, so such a URL is first asked as Datasette and, if the answer is not
/// Datasette's, as DummyJSON (one extra request, once per run); anything else is DummyJSON.
actor ServerCatalogRepository: ProductRepository {
  nonisolated let sourceName: String
  private let server: ServerURL
  private let client: HTTPClient
  private var kind: ServerKind?

  init(server: ServerURL, kind: ServerKind?, settings: HTTPSettings) {
    self.server = server
    self.kind = kind ?? (server.segments.count == 2 ? nil : .dummyJSON)
    client = HTTPClient(settings: settings)
    sourceName = server.displayName
  }

  func products(matching query: CatalogQuery) async throws(CatalogSourceError) -> ProductPage {
    let page = try await resolved { repository throws(CatalogSourceError) in
      try await repository.products(matching: query)
    }
    return try ServerAnswerCheck.page(page, for: query, source: sourceName)
  }

  func product(withID id: ProductID) async throws(CatalogSourceError) -> Product {
    let product = try await resolved { repository throws(CatalogSourceError) in
      try await repository.product(withID: id)
    }
    return try ServerAnswerCheck.product(product, asked: id, source: sourceName)
  }

  func categories() async throws(CatalogSourceError) -> [Category] {
    try await resolved { repository throws(CatalogSourceError) in try await repository.categories() }
  }

  /// The kind of server, asked of the server (one page of one product) when the URL does not say.
  func resolvedKind() async throws(CatalogSourceError) -> ServerKind {
    if let kind { return kind }
    _ = try await products(matching: CatalogQuery(limit: 1))
    return kind ?? .dummyJSON
  }

  private func repository(for kind: ServerKind) -> any ProductRepository {
    switch kind {
    case .dummyJSON: DummyJSONRepository(server: server, client: client)
    case .datasette: DatasetteRepository(table: server, client: client)
    }
  }

  /// Runs `request` against the known kind; when the kind is open, tries Datasette first and
  /// settles on whichever answers as itself.
  private func resolved<Value: Sendable>(
    _ request: (any ProductRepository) async throws(CatalogSourceError) -> Value
  ) async throws(CatalogSourceError) -> Value {
    if let kind { return try await request(repository(for: kind)) }
    do {
      let value = try await request(repository(for: .datasette))
      kind = .datasette
      return value
    } catch {
      guard Self.isWrongKind(error) else {
        kind = .datasette
        throw error
      }
      kind = .dummyJSON
      return try await request(repository(for: .dummyJSON))
    }
  }

  /// Answers that mean "this is not a Datasette table": a non-JSON or refused answer, or JSON
  /// without a Datasette shape. Network failures are not, and are reported as they are.
  private static func isWrongKind(_ error: CatalogSourceError) -> Bool {
    switch error {
    case .malformed: true
    case .productNotFound: false
    case .unavailable(_, .rejected), .unavailable(_, .notCatalogJSON): true
    case .unavailable: false
    }
  }
}
