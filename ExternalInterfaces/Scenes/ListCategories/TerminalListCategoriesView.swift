import ApplicationLogic
import BusinessLogic

/// VIP view ("view controller") for the categories scene on the command line: it owns the
/// interactor and places the table the presenter prepares.
@MainActor
final class TerminalListCategoriesView: ConsoleView, ListCategoriesDisplayLogic, RunnableScene {
  var interactor: (any ListCategoriesBusinessLogic)?

  func run() async -> ExitStatus {
    await interactor?.fetchCategories(ListCategories.Fetch.Request())
    return status
  }

  func displayCategories(_ viewModel: ListCategories.Fetch.ViewModel) {
    for line in renderer.lines(viewModel.table) { console.output.write(line + "\n") }
  }
}
