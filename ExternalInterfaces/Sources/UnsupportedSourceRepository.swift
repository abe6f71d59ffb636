import BusinessLogic
import DomainEntities

/// Stands in for a server URL that cannot be used (no host, say), failing every request with a
/// message that says what to do instead.
struct UnsupportedSourceRepository: ProductRepository {
  let sourceName: String

  private var failure: CatalogSourceError {
    .unavailable(
      source: sourceName, reason: "this is not a URL a request can be sent to",
      remedy: "give the server's URL as http://HOST[:PORT][/PATH], or a local path")
  }

  func products(matching query: CatalogQuery) async throws(CatalogSourceError) -> ProductPage { throw failure }
  func product(withID id: ProductID) async throws(CatalogSourceError) -> Product { throw failure }
  func categories() async throws(CatalogSourceError) -> [Category] { throw failure }
}
