import BusinessLogic
import DomainEntities

/// Stands in for catalog servers until this build can speak to them, failing every request with
/// a message that says what to do instead.
struct UnsupportedSourceRepository: ProductRepository {
  let sourceName: String

  private var failure: CatalogSourceError {
    .unavailable(
      source: sourceName, reason: "catalog servers are not supported by this build",
      remedy: "save the catalog as a JSON file and pass its path to --source")
  }

  func products(matching query: CatalogQuery) async throws(CatalogSourceError) -> ProductPage { throw failure }
  func product(withID id: ProductID) async throws(CatalogSourceError) -> Product { throw failure }
  func categories() async throws(CatalogSourceError) -> [Category] { throw failure }
}
