import ApplicationLogic
import BusinessLogic

/// Assembles the Clean Swift (VIP) __command__ scene: the view owns the interactor, the
/// interactor owns the presenter, and the presenter points back at the view weakly; with
/// `-o json`, the JSON exporter is the interactor's presenter instead (a scene that writes routes
/// to the product's detail instead).
@MainActor
enum __Scene__Configurator {
  static func makeScene(request: __Scene__.__UseCase__.Request, context: SceneContext) -> any RunnableScene {
    let interactor = __Scene__Interactor(repository: context.repository)
    if context.mode.isJSON {
      let exporter = __Scene__JSONExporter(
        interactor: interactor, request: request, console: context.console, mode: context.mode,
        errors: ErrorPresentation(vocabulary: context.vocabulary))
      interactor.presenter = exporter
      return exporter
    }
    let view = Terminal__Scene__View(request: request, console: context.console, mode: context.mode)
    let presenter = __Scene__Presenter(sizing: context.tableSizing, vocabulary: context.vocabulary)
    view.interactor = interactor
    interactor.presenter = presenter
    presenter.display = view
//[router]
    let router = __Scene__Router(navigator: context.navigator)
    router.dataStore = interactor
    view.router = router
//[end]
    return view
  }
//[web]

  /// The scene as a web page (`catalog serve`, /__command__): the same interactor and presenter,
  /// and a view that writes the view model as HTML.
  static func makePageScene(
    request: __Scene__.__UseCase__.Request, context: WebContext, page: PageContext
  ) -> any WebScene {
    let interactor = __Scene__Interactor(repository: context.repository)
    let view = __Scene__PageView(request: request, frame: page.frame)
    // A page is as wide as its reader makes it: a width nothing reaches, so no cell is cut.
    let presenter = __Scene__Presenter(sizing: .fitted(width: .max / 4), vocabulary: context.vocabulary)
    view.interactor = interactor
    interactor.presenter = presenter
    presenter.display = view
    return view
  }
//[end]
}
