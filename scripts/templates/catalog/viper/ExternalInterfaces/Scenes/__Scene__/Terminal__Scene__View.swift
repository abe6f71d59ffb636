import ApplicationLogic

/// `catalog __command__` on a terminal or in a pipe: the presenter's lines. Fill in: the layout
/// (a table with `renderer`, records for a pipe).
@MainActor
final class Terminal__Scene__View: ConsoleView, __Scene__View, RunnableScene {
  var presenter: (any __Scene__PresenterInput)?
//[writes]
  /// `-o json`: after the change, the detail scene shows the product as stored (the house's
  /// write scenes' way, `ProductChangeRouter`).
  var changes: (any ProductChangeRoutingLogic)?
//[end]

  func run() async -> ExitStatus {
    await presenter?.viewIsReady()
//[writes]
    if mode.isJSON, status == .success { await changes?.routeToProductDetail() }
//[end]
    return status
  }

  func display__Scene__(_ viewModel: __Scene__ViewModel) {
//[writes]
    // With `-o json` the detail scene speaks; the lines are for people.
    guard !mode.isJSON else { return }
//[end]
    for line in viewModel.lines { console.output.write(line + "\n") }
  }
}
