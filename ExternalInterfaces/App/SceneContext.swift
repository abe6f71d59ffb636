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
  /// `--fields`, when given.
  var fields: [ProductFieldPath]? = nil
  /// The process's environment, for what a scene starts (an editor).
  var environment: [String: String] = [:]
  /// The rates service, the pricing rule and the rest the composition root builds once; nil
  /// where a scene is assembled alone (tests), which then cannot convert prices.
  var services: SceneServices? = nil

  var tableSizing: TableSizing {
    mode == .table ? .fitted(width: console.terminal.width) : .exact
  }
}
