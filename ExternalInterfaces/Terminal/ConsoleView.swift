import ApplicationLogic

/// What the command line's printing views share: the console, the output mode with its styling
/// and tables, and the exit status a failure sets, which the scene ends with. Each view adds
/// only how it places its own view model.
@MainActor
class ConsoleView {
  let console: Console
  let mode: OutputMode
  let styler: ANSIStyler
  let renderer: TableRenderer
  private(set) var status = ExitStatus.success

  init(console: Console, mode: OutputMode) {
    self.console = console
    self.mode = mode
    self.styler = ANSIStyler(enabled: console.terminal.colorEnabled)
    self.renderer = TableRenderer(mode: mode, styler: styler)
  }

  func displayError(_ viewModel: ErrorViewModel) {
    status = ErrorWriter(console: console).write(viewModel)
  }

  /// Every problem of a form at once (a write scene's).
  func displayInvalidForm(_ viewModel: ProductFormFailureViewModel) {
    status = ErrorWriter(console: console).write(viewModel)
  }
}
