import ApplicationLogic

/// The currencies on a terminal (a table with the rates' date and source under it), in a pipe
/// (tab-separated rows) or as JSON (`[{"code": "EUR", "name": "Euro", "rate": 0.952381,
/// "date": "2024-11-22"}, …]`).
@MainActor
final class TerminalListCurrenciesView: ConsoleView, ListCurrenciesView, RunnableScene {
  var presenter: (any ListCurrenciesPresenterInput)?

  func run() async -> ExitStatus {
    await presenter?.viewIsReady()
    return status
  }

  func displayCurrencies(_ viewModel: ListCurrenciesViewModel) {
    if let warning = viewModel.warning { console.errors.write(warning.text) }
    if mode.isJSON {
      JSONArrayWriter(sink: console.output, mode: mode).write(viewModel.rows) { row in
        .object([
          ("code", .string(row.code)), ("name", .string(row.name)),
          ("rate", .decimal(row.rate)), ("date", .string(viewModel.date)),
        ])
      }
      return
    }
    for line in renderer.lines(viewModel.table) { console.output.write(line + "\n") }
    if let footnote = viewModel.footnote, mode == .table {
      console.output.write(renderer.styler.apply(.secondary, to: footnote) + "\n")
    }
  }
}
