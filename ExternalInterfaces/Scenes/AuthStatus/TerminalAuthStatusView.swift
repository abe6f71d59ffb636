import ApplicationLogic

/// The kept sign-ins on a terminal (a table), in a pipe (tab-separated rows) or as JSON
/// (`[{"server": …, "kind": …, "account": …, "expiresAt": 1795512741, "works": true}]`), then,
/// on standard error, why each that does not work does not; or, for `auth token`, the token.
@MainActor
final class TerminalAuthStatusView: ConsoleView, AuthStatusView, RunnableScene {
  var presenter: (any AuthStatusPresenterInput)?

  func run() async -> ExitStatus {
    await presenter?.viewIsReady()
    return status
  }

  func displayAuthStatus(_ viewModel: AuthStatusViewModel) {
    if mode.isJSON {
      JSONArrayWriter(sink: console.output, mode: mode).write(viewModel.rows, as: Self.json)
    } else {
      for line in renderer.lines(viewModel.table) { console.output.write(line + "\n") }
    }
    for failure in viewModel.failures { displayError(failure) }
  }

  private static func json(_ row: AuthStatusViewModel.Row) -> JSONValue {
    let expiresAt: JSONValue = if let seconds = row.expiresAt { .integer(seconds) } else { .null }
    return .object([
      ("server", .string(row.server)), ("kind", .string(row.kind)), ("account", .string(row.account)),
      ("expiresAt", expiresAt), ("works", .bool(row.works)), ("status", .string(row.state)),
    ])
  }

  func displayToken(_ token: String) {
    console.output.write(token + "\n")
  }
}
