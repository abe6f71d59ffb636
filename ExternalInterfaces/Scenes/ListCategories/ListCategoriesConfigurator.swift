import ApplicationLogic
import BusinessLogic

/// Assembles the Clean Swift (VIP) categories scene: the view owns the interactor (and, where a
/// category can be chosen, the router), the interactor owns the presenter, and the presenter
/// points back at the view weakly. On the command line the table is printed and nothing is
/// chosen, so there is no router; over the browser (`makeScreen`) there is.
@MainActor
enum ListCategoriesConfigurator {
  static func makeScene(context: SceneContext) -> any RunnableScene {
    let interactor = ListCategoriesInteractor(repository: context.repository)
    if context.mode.isJSON {
      let exporter = ListCategoriesJSONExporter(
        console: context.console, mode: context.mode, errors: ErrorPresentation(vocabulary: context.vocabulary))
      interactor.presenter = exporter
      return ListCategoriesJSONScene(interactor: interactor, exporter: exporter)
    }
    let view = TerminalListCategoriesView(console: context.console, mode: context.mode)
    let presenter = ListCategoriesPresenter(sizing: context.tableSizing, vocabulary: context.vocabulary)
    view.interactor = interactor
    interactor.presenter = presenter
    presenter.display = view
    return view
  }

  /// The same scene as a screen over the browser, the table fitted to the screen.
  static func makeScreen(context: FullScreenContext) -> TerminalListCategoriesScreen {
    let session = context.session
    let interactor = ListCategoriesInteractor(repository: context.scene.repository)
    let view = TerminalListCategoriesScreen(session: session, size: session.size)
    let presenter = ListCategoriesPresenter(
      sizing: .fitted(width: max(1, session.size.columns - 2)), vocabulary: context.scene.vocabulary)
    let router = ListCategoriesRouter(navigator: context.navigator)
    view.interactor = interactor
    view.router = router
    interactor.presenter = presenter
    presenter.display = view
    router.dataStore = interactor
    return view
  }

  /// The categories over HTTP (`catalog serve`), as objects or as slugs.
  static func makeAPIScene(shape: ListCategoriesAPIView.Shape, context: WebContext) -> any WebScene {
    let interactor = ListCategoriesInteractor(repository: context.repository)
    let view = ListCategoriesAPIView(
      shape: shape, origin: context.origin, errors: ErrorPresentation(vocabulary: context.vocabulary))
    view.interactor = interactor
    interactor.presenter = view
    return view
  }

  /// The categories as a web page, through the same presenter as the command line's table.
  static func makePageScene(context: WebContext, page: PageContext) -> any WebScene {
    let interactor = ListCategoriesInteractor(repository: context.repository)
    let presenter = ListCategoriesPresenter(sizing: .fitted(width: .max / 4), vocabulary: context.vocabulary)
    let view = ListCategoriesPageView(frame: page.frame)
    view.interactor = interactor
    interactor.presenter = presenter
    presenter.display = view
    return view
  }
}
