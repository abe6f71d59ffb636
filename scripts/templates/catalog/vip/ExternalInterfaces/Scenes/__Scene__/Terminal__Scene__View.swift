import ApplicationLogic
import BusinessLogic

/// VIP view for `catalog __command__`: owns the interactor and places the presenter's table with
/// `renderer` (aligned columns on a terminal, tab-separated records in a pipe).
@MainActor
final class Terminal__Scene__View: ConsoleView, __Scene__DisplayLogic, RunnableScene {
  var interactor: (any __Scene__BusinessLogic)?
//[router]
  var router: (any __Scene__RoutingLogic & __Scene__DataPassing)?
//[end]
  private let request: __Scene__.__UseCase__.Request

  init(request: __Scene__.__UseCase__.Request, console: Console, mode: OutputMode) {
    self.request = request
    super.init(console: console, mode: mode)
  }

  func run() async -> ExitStatus {
    await interactor?.__useCase____Scene__(request)
    return status
  }

  func display__Scene__(_ viewModel: __Scene__.__UseCase__.ViewModel) {
    for line in renderer.lines(viewModel.table) { console.output.write(line + "\n") }
  }
}
