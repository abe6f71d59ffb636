import ApplicationLogic
import BusinessLogic
import DomainEntities

/// `show -o json`: the product as one catalog JSON object.
@MainActor
final class ProductDetailJSONExporter: ProductDetailInteractorOutput, RunnableScene {
  private let interactor: any ProductDetailBusinessLogic
  private let request: ProductDetailRequest
  private let console: Console
  private let errors: ErrorPresentation
  private var status = ExitStatus.success

  init(
    interactor: any ProductDetailBusinessLogic, request: ProductDetailRequest, console: Console,
    errors: ErrorPresentation
  ) {
    self.interactor = interactor
    self.request = request
    self.console = console
    self.errors = errors
  }

  func run() async -> ExitStatus {
    await interactor.loadProduct(request)
    return status
  }

  func presentProduct(_ product: Product) {
    console.output.write(JSONWriter().string(ProductJSONEncoding.value(product)) + "\n")
  }

  func presentInvalidRequest(_ error: RequestValidationError) {
    status = ErrorWriter(console: console).write(errors.viewModel(for: error))
  }

  func presentSourceFailure(_ error: CatalogSourceError) {
    status = ErrorWriter(console: console).write(errors.viewModel(for: error))
  }
}
