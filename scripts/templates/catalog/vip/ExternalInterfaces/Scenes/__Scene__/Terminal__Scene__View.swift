import ApplicationLogic
import BusinessLogic

/// VIP view for `catalog __command__`: owns the interactor and places the presenter's lines.
/// Fill in: the layout (a table with `renderer`, records for a pipe).
@MainActor
final class Terminal__Scene__View: ConsoleView, __Scene__DisplayLogic, RunnableScene {
  var interactor: (any __Scene__BusinessLogic)?
//[router]
  var router: (any __Scene__RoutingLogic & __Scene__DataPassing)?
//[end]
  private let request: __Scene__.__UseCase__.Request
//[writes]
  /// `-o json`: after the change, the detail scene shows the product as stored (the house's
  /// write scenes' way, `ProductChangeRouter`).
  var changes: (any ProductChangeRoutingLogic)?
//[end]

  init(request: __Scene__.__UseCase__.Request, console: Console, mode: OutputMode) {
    self.request = request
    super.init(console: console, mode: mode)
  }

  func run() async -> ExitStatus {
    await interactor?.__useCase____Scene__(request)
//[writes]
    if mode.isJSON, status == .success { await changes?.routeToProductDetail() }
//[end]
    return status
  }

  func display__Scene__(_ viewModel: __Scene__.__UseCase__.ViewModel) {
//[writes]
    // With `-o json` the detail scene speaks; the lines are for people.
    guard !mode.isJSON else { return }
//[end]
    for line in viewModel.lines { console.output.write(line + "\n") }
  }
}
