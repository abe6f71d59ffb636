import ApplicationLogic
import BusinessLogic

/// The browser's navigator: the same routes as the command line's, shown as screens stacked on
/// the terminal instead of scenes run one after another, as each scene's registration says.
@MainActor
final class FullScreenNavigator: SceneNavigator {
  private let session: FullScreenSession
  private let context: SceneContext
  /// The browser at the bottom of the stack, through its input port: the lists routed to, and
  /// how changes ended. Weak: the session holds the screens.
  weak var browser: (any ProductBrowserModuleInput)?

  /// `context`: the command line's, for the repository, the store, the vocabulary and the
  /// environment (its navigator is not used).
  init(session: FullScreenSession, context: SceneContext) {
    (self.session, self.context) = (session, context)
  }

  func navigate(to route: CatalogRoute) async {
    let step = context.table.firstScene { $0.fullScreenStep(for: route) } ?? .notShown
    switch step {
    case .screen(let makeScreen):
      guard let screen = makeScreen(FullScreenContext(session: session, navigator: self, scene: sceneContext(.table)))
      else { return }
      session.push(screen)
    case .browserList(let request):
      // The browser is the product list here: the screens over it close, and it shows the list.
      session.popToRoot()
      await browser?.show(request)
    case .change(let usingTheTerminal, let makeScene):
      let change = makeScene(sceneContext(.table))
      if usingTheTerminal {
        _ = await session.runOutside { await change.scene.run() }
      } else {
        _ = await change.scene.run()
      }
      await browser?.changeFinished(change.outcome())
    case .notShown:
      break
    }
  }

  func dismiss() async {
    session.popTop()
  }

  /// The command line's context, with this navigator and the mode of the browser's screens.
  private func sceneContext(_ mode: OutputMode) -> SceneContext {
    SceneContext(
      console: context.console, mode: mode, repository: context.repository, store: context.store,
      vocabulary: context.vocabulary, navigator: self, table: context.table, environment: context.environment,
      services: context.services, device: context.device)
  }
}
