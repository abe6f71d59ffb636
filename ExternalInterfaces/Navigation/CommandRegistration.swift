import ApplicationLogic

/// Everything the program knows about one command, as one value: its command-line facts and
/// what running it does. The command table holds one per command (`CommandTable.catalog`); the
/// parser, help, completions, manual page, pager choice and both navigators read it there.
struct CommandRegistration: Sendable {
  let spec: CommandSpec
  let action: Action

  enum Action: Sendable {
    /// A catalog scene: the route read from the invocation, and how each navigator shows it.
    /// Made when first asked for: a command that runs no scene (`--version`, `--help`, `man`)
    /// never pays for the scenes' generic types (issue 42).
    case scene(@Sendable () -> any SceneEntry)
    /// A command of the program itself, which opens no scene (`cache`, `completion`, `man`).
    case tool(@MainActor @Sendable (CommandInvocation, ToolContext) async -> ExitStatus)
  }

  init<Destination>(_ spec: CommandSpec, scene: @autoclosure @escaping @Sendable () -> SceneRegistration<Destination>) {
    self.spec = spec
    self.action = .scene { scene() }
  }

  /// A command whose first word chooses among scenes (`auth login|status|…`).
  init(_ spec: CommandSpec, scenes: @autoclosure @escaping @Sendable () -> SceneChoice) {
    self.spec = spec
    self.action = .scene { scenes() }
  }

  init(_ spec: CommandSpec, tool: @escaping @MainActor @Sendable (CommandInvocation, ToolContext) async -> ExitStatus) {
    self.spec = spec
    self.action = .tool(tool)
  }
}

/// What a tool command may use: the streams, the environment, and the command table (which the
/// completion scripts and the manual page describe).
@MainActor
struct ToolContext {
  let output: any TextSink
  let errors: any TextSink
  let environment: [String: String]
  let commands: [CommandSpec]

  func refuse(_ error: UsageError) -> ExitStatus {
    errors.write(error.report)
    return .usage
  }
}
