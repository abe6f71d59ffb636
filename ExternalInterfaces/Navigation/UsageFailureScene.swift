/// A scene that can only say why it cannot run, such as the browser without a terminal.
@MainActor
final class UsageFailureScene: RunnableScene {
  private let console: Console
  private let error: UsageError

  init(console: Console, error: UsageError) {
    (self.console, self.error) = (console, error)
  }

  func run() async -> ExitStatus {
    console.errors.write(error.report)
    return .usage
  }
}
