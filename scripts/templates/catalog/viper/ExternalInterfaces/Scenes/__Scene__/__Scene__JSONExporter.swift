import ApplicationLogic
import BusinessLogic
import DomainEntities

/// `catalog __command__ -o json`: the use case's facts as one JSON object, for programs. Fill in:
/// the scene's fields.
@MainActor
final class __Scene__JSONExporter: __Scene__InteractorOutput, RunnableScene {
  private let interactor: any __Scene__InteractorInput
  private let request: __Scene__Request
  private let console: Console
  private let mode: OutputMode
  private let errors: ErrorPresentation
  private var status = ExitStatus.success

  init(
    interactor: any __Scene__InteractorInput, request: __Scene__Request, console: Console, mode: OutputMode,
    errors: ErrorPresentation
  ) {
    (self.interactor, self.request, self.console, self.mode, self.errors) = (interactor, request, console, mode, errors)
  }

  func run() async -> ExitStatus {
    await interactor.__useCase____Scene__(request)
    return status
  }

  func present__Scene__(_ response: __Scene__Response) {
    JSONArrayWriter(sink: console.output, mode: mode).writeOne(
      .object([("productCount", .integer(response.productCount))]))
  }

  func presentSourceFailure(_ error: CatalogSourceError) {
    status = ErrorWriter(console: console).write(errors.viewModel(for: error))
  }
}
