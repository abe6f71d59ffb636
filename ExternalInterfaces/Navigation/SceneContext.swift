import ApplicationLogic
import BusinessLogic

/// What every configurator needs to assemble a scene: where output goes, how to write it, where
/// products come from, and whom to ask for navigation.
@MainActor
struct SceneContext {
  let console: Console
  let mode: OutputMode
  let repository: any ProductRepository
  /// Where changes go (a store that refuses them, for a source that cannot be written).
  let store: any ProductStore
  let vocabulary: any InterfaceVocabulary
  /// Strong, but only for the moment of assembly; the routers built from it keep theirs weak.
  let navigator: any SceneNavigator
  /// The commands, for a scene that starts a navigator of its own (the browser).
  let table: CommandTable
  /// `--fields`, when given.
  var fields: [ProductFieldPath]? = nil
  /// The process's environment, for what a scene starts (an editor).
  var environment: [String: String] = [:]
  /// The rates service, the pricing rule and the rest the composition root builds once; nil
  /// where a scene is assembled alone (tests), which then cannot convert prices.
  var services: SceneServices? = nil
  /// The terminal the browser reads keys from and sizes itself by.
  var device = TerminalDevice()

  /// What a money scene assembled without the rates service runs instead (never the
  /// composition root's, which always has it).
  var missingServices: any RunnableScene {
    UsageFailureScene(
      console: console, error: UsageError(message: "this command needs the exchange-rate service", hint: ""))
  }

  var tableSizing: TableSizing {
    mode == .table ? .fitted(width: console.terminal.width) : .exact
  }
}
