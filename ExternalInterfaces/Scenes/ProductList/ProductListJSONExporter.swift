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

  private let interactor: any ProductListBusinessLogic
  private let request: ProductListRequest
  private let console: Console
  private let errors: ErrorPresentation
  private let array: JSONArrayWriter
  private var status = ExitStatus.success
  private var lastPage: ProductPage?

  init(
    interactor: any ProductListBusinessLogic, request: ProductListRequest, console: Console, errors: ErrorPresentation
  ) {
    self.interactor = interactor
    self.request = request
    self.console = console
    self.errors = errors
    self.array = JSONArrayWriter(sink: console.output)
  }

  func run() async -> ExitStatus {
    // The numbers are read only to plan the batches; a request that is not valid goes to the
    // use case whole, which says what is wrong with it.
    guard let query = try? CatalogRequestValidator().query(from: request),
      query.limit == 0 || query.limit > Self.batchSize
    else {
      await interactor.loadProducts(request)
      if status == .success { array.finish() }
      return status
    }
    var skip = query.skip
    var remaining = query.limit == 0 ? Int.max : query.limit
    while remaining > 0 {
      var batch = request
      batch.skip = String(skip)
      batch.limit = String(min(remaining, Self.batchSize))
      lastPage = nil
      await interactor.loadProducts(batch)
      // Output that can no longer be written ends the export: the rest would be dropped.
      guard status == .success, console.output.writeFailure == nil, let page = lastPage else { return status }
      skip += page.products.count
      remaining -= page.products.count
      if !page.hasMore || page.products.isEmpty { break }
    }
    array.finish()
    return status
  }

  func presentProducts(_ response: ProductListResponse) {
    lastPage = response.page
    array.append(response.page.products, as: ProductJSONEncoding.value)
  }

  func presentInvalidRequest(_ error: RequestValidationError) {
    status = ErrorWriter(console: console).write(errors.viewModel(for: error))
  }

  func presentSourceFailure(_ error: CatalogSourceError) {
    status = ErrorWriter(console: console).write(errors.viewModel(for: error))
  }
}
