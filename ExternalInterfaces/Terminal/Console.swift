/// The two output streams and what is known about the terminal behind them.
@MainActor
final class Console {
  let output: any TextSink
  let errors: any TextSink
  let terminal: TerminalTraits

  init(output: any TextSink, errors: any TextSink, terminal: TerminalTraits) {
    self.output = output
    self.errors = errors
    self.terminal = terminal
  }

  func flush() {
    output.flush()
    errors.flush()
  }
}
