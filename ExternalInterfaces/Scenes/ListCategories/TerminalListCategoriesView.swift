import ApplicationLogic
import BusinessLogic

/// VIP view ("view controller") for the categories scene on the command line: it owns the
/// interactor and places the table the presenter prepares.
@MainActor
final class TerminalListCategoriesView: ListCategoriesDisplayLogic, RunnableScene {
  var interactor: (any ListCategoriesBusinessLogic)?
  private let console: Console
  private let renderer: TableRenderer
  private var status = ExitStatus.success

  init(console: Console, mode: OutputMode) {
    self.console = console
    self.renderer = TableRenderer(mode: mode, styler: ANSIStyler(enabled: console.terminal.colorEnabled))
  }

  func run() async -> ExitStatus {
    await interactor?.fetchCategories(ListCategories.Fetch.Request())
    return status
  }

  func displayCategories(_ viewModel: ListCategories.Fetch.ViewModel) {
    for line in renderer.lines(viewModel.table) { console.output.write(line + "\n") }
  }

  func displayError(_ viewModel: ErrorViewModel) {
    status = ErrorWriter(console: console).write(viewModel)
  }
}
