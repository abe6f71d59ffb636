import ApplicationLogic
import BusinessLogic

/// How a command's scene is opened and shown: the destination read from the invocation, the
/// scene the command line runs for it, what the browser does with it, and how the server answers
/// its web routes. Every part is
/// required, so a scene the browser cannot show says so (`{ _ in .notShown }`) instead of being
/// forgotten.
struct SceneRegistration<Destination: SceneDestination>: SceneEntry {
  let route: @Sendable (RouteInputs) -> Result<Destination, UsageError>
  let commandLine: @MainActor @Sendable (Destination, SceneContext) -> any RunnableScene
  let fullScreen: @MainActor @Sendable (Destination) -> FullScreenStep
  /// How `catalog serve` answers a route that is this scene's (nil for any other, and for every
  /// route when the scene is not served).
  let web: @MainActor @Sendable (WebRoute, WebContext) -> (any WebScene)?

  func route(_ inputs: RouteInputs) -> Result<CatalogRoute, UsageError> {
    route(inputs).map { CatalogRoute($0) }
  }

  func commandLineScene(for route: CatalogRoute, context: SceneContext) -> (any RunnableScene)? {
    route.destination(as: Destination.self).map { commandLine($0, context) }
  }

  func fullScreenStep(for route: CatalogRoute) -> FullScreenStep? {
    route.destination(as: Destination.self).map(fullScreen)
  }

  func webScene(for route: WebRoute, context: WebContext) -> (any WebScene)? {
    web(route, context)
  }
}

/// A scene registration with its destination type erased, as the command table holds it.
protocol SceneEntry: Sendable {
  func route(_ inputs: RouteInputs) -> Result<CatalogRoute, UsageError>
  /// The scene for `route`, when `route` is this scene's.
  @MainActor func commandLineScene(for route: CatalogRoute, context: SceneContext) -> (any RunnableScene)?
  /// What the browser does with `route`, when `route` is this scene's.
  @MainActor func fullScreenStep(for route: CatalogRoute) -> FullScreenStep?
  /// The scene that answers `route` over HTTP, when `route` is this scene's.
  @MainActor func webScene(for route: WebRoute, context: WebContext) -> (any WebScene)?
}

/// What the browser does with a route.
enum FullScreenStep {
  /// Shows a screen over the browser (none where it cannot be assembled).
  case screen(@MainActor (FullScreenContext) -> (any InteractiveScreen)?)
  /// Runs a write scene, its words kept for the browser's status line; one that may open an
  /// editor gets the terminal to itself while it runs.
  case change(usingTheTerminal: Bool, @MainActor (SceneContext) -> ChangeScene)
  /// The browser's own list shows it.
  case browserList(ProductListRequest)
  /// The browser does not show it: it is the browser, or a command-line command.
  case notShown
}

/// A write scene run from the browser, with how it ended once it has.
struct ChangeScene {
  let scene: any RunnableScene
  let outcome: @MainActor () -> ProductChangeOutcome
}

/// What a screen over the browser is assembled with.
@MainActor
struct FullScreenContext {
  let session: FullScreenSession
  /// The browser's navigator, for the screen's own router.
  let navigator: any SceneNavigator
  let scene: SceneContext
}
