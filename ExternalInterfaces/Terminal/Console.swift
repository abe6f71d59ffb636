/// The two output streams and what is known about the terminal behind them.
@MainActor
final class Console {
  let output: any TextSink
  let errors: any TextSink
  let terminal: TerminalTraits

  init(output: any TextSink, errors: any TextSink, terminal: TerminalTraits) {
    (self.output, self.errors, self.terminal) = (output, errors, terminal)
  }

  func flush() {
    output.flush()
    errors.flush()
  }
}
