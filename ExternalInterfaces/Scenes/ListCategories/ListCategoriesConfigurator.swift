import ApplicationLogic
import BusinessLogic

/// Assembles the Clean Swift (VIP) categories scene: the view owns the interactor and the router,
/// the interactor owns the presenter, and the presenter points back at the view weakly.
@MainActor
enum ListCategoriesConfigurator {
  static func makeScene(context: SceneContext) -> any RunnableScene {
    let interactor = ListCategoriesInteractor(repository: context.repository)
    if context.mode == .json {
      let exporter = ListCategoriesJSONExporter(
        console: context.console, errors: ErrorPresentation(vocabulary: context.vocabulary))
      interactor.presenter = exporter
      return ListCategoriesJSONScene(interactor: interactor, exporter: exporter)
    }
    let view = TerminalListCategoriesView(console: context.console, mode: context.mode)
    let presenter = ListCategoriesPresenter(sizing: context.tableSizing, vocabulary: context.vocabulary)
    let router = ListCategoriesRouter(navigator: context.navigator)
    view.interactor = interactor
    view.router = router
    interactor.presenter = presenter
    presenter.viewController = view
    router.dataStore = interactor
    return view
  }
}
