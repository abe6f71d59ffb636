import ApplicationLogic
import BusinessLogic
import DomainEntities

/// `GET /products`, `/products/search`, `/products/category/{slug}`: a third adapter on the
/// list use case's output port, writing DummyJSON's page envelope. The query's rules and the
/// failures' words are the use case's and the presenters', as for the command line.
@MainActor
final class ProductListAPIView: ProductListInteractorOutput, WebScene {
  private let interactor: any ProductListInteractorInput
  private let request: ProductListRequest
  private let select: [String]?
  private let errors: ErrorPresentation
  private let cache: ProductJSONCache
  private var result = WebAnswer.message(500, "the list was not answered")

  init(
    interactor: any ProductListInteractorInput, request: ProductListRequest, select: [String]?,
    errors: ErrorPresentation, cache: ProductJSONCache
  ) {
    self.cache = cache
    self.interactor = interactor
    self.request = request
    self.select = select
    self.errors = errors
  }

  func answer() async -> WebAnswer {
    await interactor.loadProducts(request)
    return result
  }

  func presentProducts(_ response: ProductListResponse) {
    let (page, select, cache) = (response.page, select, cache)
    result = WebAnswer { cache.page(page, select: select) }
  }

  func presentInvalidRequest(_ error: RequestValidationError) {
    result = .error(errors.viewModel(for: error))
  }

  func presentSourceFailure(_ error: CatalogSourceError) {
    result = .error(errors.viewModel(for: error))
  }

  func presentPricingFailure(_ failure: PricingFailure) {
    result = .error(errors.viewModel(for: failure))
  }
}
