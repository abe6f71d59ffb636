import ApplicationLogic

/// `catalog __command__` on a terminal or in a pipe: the presenter's table, placed by `renderer`
/// (aligned columns on a terminal, tab-separated records in a pipe).
@MainActor
final class Terminal__Scene__View: ConsoleView, __Scene__View, RunnableScene {
  var presenter: (any __Scene__PresenterInput)?

  func run() async -> ExitStatus {
    await presenter?.viewIsReady()
    return status
  }

  func display__Scene__(_ viewModel: __Scene__ViewModel) {
    for line in renderer.lines(viewModel.table) { console.output.write(line + "\n") }
  }
}
