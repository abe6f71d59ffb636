import ApplicationLogic
import BusinessLogic

/// VIP view for `catalog __command__ ID`: owns the interactor and shows what changed, or every
/// problem at once. With `-o json` the detail scene shows the product as stored instead (the
/// house's write scenes' way, `ProductChangeRouter`).
@MainActor
final class Terminal__Scene__View: ConsoleView, __Scene__DisplayLogic, RunnableScene {
  var interactor: (any __Scene__BusinessLogic)?
  var changes: (any ProductChangeRoutingLogic)?
  private let request: __Scene__.__UseCase__.Request

  init(request: __Scene__.__UseCase__.Request, console: Console, mode: OutputMode) {
    self.request = request
    super.init(console: console, mode: mode)
  }

  func run() async -> ExitStatus {
    await interactor?.__useCase____Scene__(request)
    if mode.isJSON, status == .success { await changes?.routeToProductDetail() }
    return status
  }

  func display__Scene__(_ viewModel: ProductChangeViewModel) {
    for warning in viewModel.warnings { console.errors.write(warning.text) }
    // With `-o json` the detail scene speaks; the lines are for people.
    guard !mode.isJSON else { return }
    for line in viewModel.lines { console.output.write(line + "\n") }
  }
}
