import BusinessLogic
import DomainEntities

/// The products before and after one in the list it was reached from: the list use case asked
/// for the few rows around its place, as the terminal browser's detail walks the rows it holds.
/// VIP's data passing over the web: the list's address carries what the detail needs.
@MainActor
final class ProductNeighbours: ProductListInteractorOutput {
  private let interactor: any ProductListInteractorInput
  private var ids: [ProductID] = []
  private var skipped = 0

  init(interactor: any ProductListInteractorInput) {
    self.interactor = interactor
  }

  /// The ids before and after `id` placed at `at` in the list `state` names; nil where there is
  /// none, or where the list no longer has `id` there.
  func around(_ id: String, at: Int, in state: ListPageState) async -> (previous: ProductID?, next: ProductID?) {
    let skip = max(at - 1, 0)
    await interactor.loadProducts(state.request(skip: skip, limit: at - skip + 2))
    guard let place = ids.firstIndex(where: { $0.description == id }), skipped + place == at else { return (nil, nil) }
    return (place > 0 ? ids[place - 1] : nil, place + 1 < ids.count ? ids[place + 1] : nil)
  }

  func presentProducts(_ response: ProductListResponse) {
    ids = response.page.products.map(\.id)
    skipped = response.page.skip
  }

  // A list that cannot be made has no neighbours; the product's page still shows.
  func presentInvalidRequest(_ error: RequestValidationError) {}
  func presentSourceFailure(_ error: CatalogSourceError) {}
  func presentPricingFailure(_ failure: PricingFailure) {}
}
