import ApplicationLogic
import BusinessLogic

/// The browser's navigator: the same routes as the command line's, shown as screens stacked on
/// the terminal instead of scenes run one after another. The write scenes are the command
/// line's own, run with their words kept for the browser's status line; those that open an
/// editor get the terminal to themselves while it runs.
@MainActor
final class FullScreenNavigator: SceneNavigator {
  private let session: FullScreenSession
  private let context: SceneContext
  /// The browser at the bottom of the stack, which shows the lists routed to. Weak: the
  /// session holds the screens.
  weak var browser: (any ProductBrowserPresenterInput)?

  /// `context`: the command line's, for the repository, the store, the vocabulary and the
  /// environment (its navigator is not used).
  init(session: FullScreenSession, context: SceneContext) {
    self.session = session
    self.context = context
  }

  func navigate(to route: CatalogRoute) async {
    let repository = context.repository
    let vocabulary = context.vocabulary
    switch route {
    case .productDetail(let request):
      session.push(
        ProductDetailConfigurator.makeScreen(
          request: request, session: session, repository: repository, vocabulary: vocabulary,
          services: context.services))
    case .categories:
      session.push(
        ListCategoriesConfigurator.makeScreen(
          session: session, repository: repository, vocabulary: vocabulary, navigator: self))
    case .productList(let request):
      // The browser is the product list here: the screens over it close, and it shows the list.
      session.popToRoot()
      await browser?.show(request)
    case .addProduct(let input, let dryRun):
      await change(usingTheTerminal: true) { context, output in
        AddProductConfigurator.makeScene(input: input, dryRun: dryRun, context: context, output: output)
      }
    case .editProduct(let id, let input, let dryRun):
      await change(usingTheTerminal: true) { context, output in
        EditProductConfigurator.makeScene(id: id, input: input, dryRun: dryRun, context: context, output: output)
      }
    case .deleteProduct(let id, let confirmation, let dryRun):
      await change(usingTheTerminal: false) { context, output in
        DeleteProductConfigurator.makeScene(
          id: id, confirmation: confirmation, dryRun: dryRun, context: context, output: output)
      }
    case .about:
      guard let services = context.services else { return }
      session.push(
        AboutConfigurator.makeScreen(session: session, navigator: self, vocabulary: vocabulary, services: services))
    case .productBrowser, .currencies, .convert:
      // The browser is already running; the money commands are the command line's.
      break
    }
  }

  func dismiss() async {
    session.popTop()
  }

  /// Runs a write scene with its words kept, then tells the browser how it ended.
  private func change(
    usingTheTerminal: Bool, _ makeScene: (SceneContext, ProductChangeOutput) -> any RunnableScene
  ) async {
    let output = ProductChangeOutput(console: context.console, mode: .table, keepsWords: true)
    let scene = makeScene(
      SceneContext(
        console: context.console, mode: .table, repository: context.repository, store: context.store,
        vocabulary: context.vocabulary, navigator: self, environment: context.environment,
        services: context.services),
      output)
    if usingTheTerminal {
      _ = await session.runOutside { await scene.run() }
    } else {
      _ = await scene.run()
    }
    await browser?.changeFinished(output.outcome)
  }
}
