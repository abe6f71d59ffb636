import ApplicationLogic
import BusinessLogic
import DomainEntities

/// `GET /products/{id}`: the product as one catalog JSON object.
@MainActor
final class ProductDetailAPIView: ProductDetailInteractorOutput, WebScene {
  private let interactor: any ProductDetailInteractorInput
  private let request: ProductDetailRequest
  private let select: [String]?
  private let errors: ErrorPresentation
  private let cache: ProductJSONCache
  private var result = WebAnswer.message(500, "the product was not answered")

  init(
    interactor: any ProductDetailInteractorInput, request: ProductDetailRequest, select: [String]?,
    errors: ErrorPresentation, cache: ProductJSONCache
  ) {
    self.cache = cache
    self.interactor = interactor
    self.request = request
    self.select = select
    self.errors = errors
  }

  func answer() async -> WebAnswer {
    await interactor.loadProduct(request)
    return result
  }

  func presentProduct(_ product: Product, conversion: PriceConversion?) {
    result = WebAnswer(
      encoded: select == nil ? cache.bytes(of: product) : APIProductJSON.bytes(product, select: select))
  }

  func presentInvalidRequest(_ error: RequestValidationError) {
    // DummyJSON answers an id that is no number as it answers an unknown one.
    var model = errors.viewModel(for: error)
    model.cause = .notFound
    result = .error(model)
  }

  func presentSourceFailure(_ error: CatalogSourceError) {
    result = .error(errors.viewModel(for: error))
  }

  func presentPricingFailure(_ failure: PricingFailure) {
    result = .error(errors.viewModel(for: failure))
  }
}
