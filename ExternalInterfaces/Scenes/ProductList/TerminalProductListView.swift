import ApplicationLogic

/// The product list on a terminal or in a pipe. It owns its presenter and only places what it is
/// given.
@MainActor
final class TerminalProductListView: ConsoleView, ProductListView, RunnableScene {
  var presenter: (any ProductListPresenterInput)?

  func run() async -> ExitStatus {
    await presenter?.viewIsReady()
    return status
  }

  func displayProducts(_ viewModel: ProductListViewModel) {
    if let warning = viewModel.warning { console.errors.write(warning.text) }
    if let notice = viewModel.emptyNotice {
      // Like gh: the explanation is for a person at a terminal; a pipe just gets no rows.
      if console.terminal.outputIsTerminal { console.errors.write(notice + "\n") }
      if renderer.mode != .csv { return }
    }
    for line in renderer.lines(viewModel.table) {
      console.output.write(line)
      console.output.write("\n")
    }
    if let summary = viewModel.summary, renderer.mode == .table {
      console.output.write(renderer.styler.apply(.secondary, to: summary) + "\n")
    }
  }
}
