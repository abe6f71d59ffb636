import ApplicationLogic
import BusinessLogic
import DomainEntities

/// `show -o json`: the product as one catalog JSON object.
@MainActor
final class ProductDetailJSONExporter: ProductDetailInteractorOutput, RunnableScene {
  private let interactor: any ProductDetailInteractorInput
  private let request: ProductDetailRequest
  private let console: Console
  private let errors: ErrorPresentation
  private var status = ExitStatus.success
  private let mode: OutputMode

  init(
    interactor: any ProductDetailInteractorInput, request: ProductDetailRequest, console: Console, mode: OutputMode,
    errors: ErrorPresentation
  ) {
    self.mode = mode
    self.interactor = interactor
    self.request = request
    self.console = console
    self.errors = errors
  }

  func run() async -> ExitStatus {
    await interactor.loadProduct(request)
    return status
  }

  func presentProduct(_ product: Product, conversion: PriceConversion?) {
    if let warning = conversion.flatMap({ errors.warning(for: $0.answer) }) { console.errors.write(warning.text) }
    JSONArrayWriter(sink: console.output, mode: mode).writeOne(
      ConvertedPriceMember.adding(conversion, for: product, to: ProductJSONEncoding.value(product)))
  }

  func presentInvalidRequest(_ error: RequestValidationError) {
    status = ErrorWriter(console: console).write(errors.viewModel(for: error))
  }

  func presentSourceFailure(_ error: CatalogSourceError) {
    status = ErrorWriter(console: console).write(errors.viewModel(for: error))
  }

  func presentPricingFailure(_ failure: PricingFailure) {
    status = ErrorWriter(console: console).write(errors.viewModel(for: failure))
  }
}
