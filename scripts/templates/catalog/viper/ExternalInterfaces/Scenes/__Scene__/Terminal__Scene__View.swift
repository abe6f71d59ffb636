import ApplicationLogic

/// `catalog __command__` on a terminal or in a pipe: the presenter's lines. Fill in: the layout
/// (a table with `renderer`, records for a pipe).
@MainActor
final class Terminal__Scene__View: ConsoleView, __Scene__View, RunnableScene {
  var presenter: (any __Scene__PresenterInput)?

  func run() async -> ExitStatus {
    await presenter?.viewIsReady()
    return status
  }

  func display__Scene__(_ viewModel: __Scene__ViewModel) {
    for line in viewModel.lines { console.output.write(line + "\n") }
  }
}
