import BusinessLogic
import DomainEntities

/// A repository that answers one product as a conditional write found it (`If-Match`): the edit
/// then starts from that version, and the store, which refuses to overwrite a product changed
/// since the version a change started from, refuses it if anyone changed it after the check.
/// Everything else is the source's.
struct PinnedProductRepository: ProductRepository {
  let base: any ProductRepository
  let pinned: Product

  var sourceName: String { base.sourceName }

  func products(matching query: CatalogQuery) async throws(CatalogSourceError) -> ProductPage {
    try await base.products(matching: query)
  }

  func product(withID id: ProductID) async throws(CatalogSourceError) -> Product {
    id == pinned.id ? pinned : try await base.product(withID: id)
  }

  func categories() async throws(CatalogSourceError) -> [Category] {
    try await base.categories()
  }
}
