import ApplicationLogic
import BusinessLogic

/// The command line's navigator: a route becomes an assembled scene, which runs to completion.
/// It owns the scene while it runs, and remembers how the last one ended for the exit status.
@MainActor
final class CatalogNavigator: SceneNavigator {
  private let console: Console
  private let mode: OutputMode
  /// `--fields`, for the scenes that print products.
  var fields: [ProductFieldPath]?
  /// The environment, for the scenes that start an editor.
  var environment: [String: String] = [:]
  /// What the composition root built for every scene (the rates service, the money format).
  var services: SceneServices?
  private let repository: any ProductRepository
  private let store: any ProductStore
  private let vocabulary: any InterfaceVocabulary
  private let device: TerminalDevice
  private let table: CommandTable
  private var scenes: [any RunnableScene] = []
  private(set) var lastStatus = ExitStatus.success

  init(
    console: Console, mode: OutputMode, repository: any ProductRepository, store: any ProductStore,
    vocabulary: any InterfaceVocabulary, table: CommandTable,
    device: TerminalDevice = TerminalDevice()
  ) {
    self.table = table
    self.console = console
    self.mode = mode
    self.repository = repository
    self.store = store
    self.vocabulary = vocabulary
    self.device = device
  }

  func navigate(to route: CatalogRoute) async {
    let context = SceneContext(
      console: console, mode: mode, repository: repository, store: store, vocabulary: vocabulary, navigator: self,
      table: table, fields: fields, environment: environment, services: services, device: device)
    let scene =
      table.firstScene { $0.commandLineScene(for: route, context: context) }
      ?? UsageFailureScene(
        console: console,
        error: UsageError(message: "no scene is registered for \(route)", hint: "add it to CommandTable.catalog"))
    scenes.append(scene)
    lastStatus = await scene.run()
    scenes.removeLast()
  }

  /// On the command line a scene ends by itself when it is done.
  func dismiss() async {}
}
