import ApplicationLogic
import BusinessLogic
import DomainEntities

/// `list -o json`: a second adapter on the list use case's output port. Programs want the
/// catalog's own records, not a formatted table, so this writes the products as catalog JSON;
/// failures use the shared wording so they read the same in every format.
///
/// A long list (`--limit 0` on a large catalog) is asked for and written in batches of
/// `batchSize`, so the products are never all in memory at once; the output is the same array.
@MainActor
final class ProductListJSONExporter: ProductListInteractorOutput, RunnableScene {
  static let batchSize = 2_000

  private let interactor: any ProductListInteractorInput
  private let request: ProductListRequest
  private let console: Console
  private let errors: ErrorPresentation
  private let array: JSONArrayWriter
  private var status = ExitStatus.success
  private var ratesWarning = RatesWarning()
  /// The use case's run, cancelled when the output cannot be written.
  private var export: Task<Void, Never>?

  init(
    interactor: any ProductListInteractorInput, request: ProductListRequest, console: Console, mode: OutputMode,
    errors: ErrorPresentation
  ) {
    self.interactor = interactor
    self.request = request
    self.console = console
    self.errors = errors
    self.array = JSONArrayWriter(sink: console.output, mode: mode)
  }

  func run() async -> ExitStatus {
    let export = Task { await interactor.loadProducts(request, inBatchesOf: Self.batchSize) }
    self.export = export
    await export.value
    if status == .success, console.output.writeFailure == nil { array.finish() }
    return status
  }

  func presentProducts(_ response: ProductListResponse) {
    ratesWarning.say(for: response.conversion, errors: errors, on: console)
    array.append(response.page.products) { product in
      ConvertedPriceMember.adding(response.conversion, for: product, to: ProductJSONEncoding.value(product))
    }
    // Output that can no longer be written ends the export: the rest would be dropped.
    if console.output.writeFailure != nil { export?.cancel() }
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
