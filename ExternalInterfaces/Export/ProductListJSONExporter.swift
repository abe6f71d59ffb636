import ApplicationLogic
import BusinessLogic
import DomainEntities

/// `list -o json`: a second adapter on the list use case's output port. Programs want the
/// catalog's own records, not a formatted table, so this writes the products as catalog JSON;
/// failures use the shared wording so they read the same in every format.
@MainActor
final class ProductListJSONExporter: ProductListInteractorOutput, RunnableScene {
  private let interactor: any ProductListBusinessLogic
  private let request: ProductListRequest
  private let console: Console
  private let errors: ErrorPresentation
  private var status = ExitStatus.success

  init(
    interactor: any ProductListBusinessLogic, request: ProductListRequest, console: Console, errors: ErrorPresentation
  ) {
    self.interactor = interactor
    self.request = request
    self.console = console
    self.errors = errors
  }

  func run() async -> ExitStatus {
    await interactor.loadProducts(request)
    return status
  }

  func presentProducts(_ response: ProductListResponse) {
    JSONArrayWriter(sink: console.output).write(response.page.products, as: ProductJSONEncoding.value)
  }

  func presentInvalidRequest(_ error: RequestValidationError) {
    status = ErrorWriter(console: console).write(errors.viewModel(for: error))
  }

  func presentSourceFailure(_ error: CatalogSourceError) {
    status = ErrorWriter(console: console).write(errors.viewModel(for: error))
  }
}
