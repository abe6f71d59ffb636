import ApplicationLogic
import BusinessLogic

/// Assembles the VIPER browser scene on a full-screen session: view → presenter → interactor →
/// repository, the presenter's wireframe its router, pointed at a navigator that stacks
/// screens; the navigator hands what other scenes end with to the presenter's module input.
@MainActor
enum ProductBrowserConfigurator {
  static func makeScene(request: ProductListRequest, context: SceneContext) -> any RunnableScene {
    let terminal = context.console.terminal
    guard terminal.inputIsTerminal, terminal.outputIsTerminal else {
      return UsageFailureScene(
        console: context.console,
        error: UsageError(
          message: "browse needs a terminal; use \"catalog list\"",
          hint: "run it in a terminal, or pipe \"catalog list\" (same flags) instead"))
    }
    guard !terminal.isDumb else {
      return UsageFailureScene(
        console: context.console,
        error: UsageError(
          message: "browse needs a terminal that can draw a full screen, and TERM is \"dumb\"",
          hint: "set TERM to your terminal's type (e.g. TERM=xterm-256color), or use \"catalog list\" (same flags)"))
    }
    let session = FullScreenSession(console: context.console, device: context.device)
    let navigator = FullScreenNavigator(session: session, context: context)
    let view = TerminalProductBrowserView(session: session)
    let interactor = ProductBrowserInteractor(repository: context.repository, pricing: context.services?.pricing)
    let presenter = ProductBrowserPresenter(
      interactor: interactor,
      wireframe: ProductBrowserRouter(navigator: navigator),
      request: request,
      sourceName: context.repository.sourceName,
      size: session.size,
      vocabulary: context.vocabulary,
      money: context.services?.money ?? PriceFormatter())
    view.presenter = presenter
    presenter.view = view
    interactor.output = presenter
    navigator.browser = presenter
    return FullScreenScene(session: session, navigator: navigator, root: view)
  }
}
