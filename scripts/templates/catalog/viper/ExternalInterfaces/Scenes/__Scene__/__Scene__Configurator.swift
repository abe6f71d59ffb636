import ApplicationLogic
import BusinessLogic

/// Assembles the VIPER __command__ scene: view → presenter → interactor → the catalog's port;
/// with `-o json`, the JSON exporter on the interactor's output instead of the presenter.
@MainActor
enum __Scene__Configurator {
  static func makeScene(request: __Scene__Request, context: SceneContext) -> any RunnableScene {
    let interactor = __Scene__Interactor(repository: context.repository)
    if context.mode.isJSON {
      let exporter = __Scene__JSONExporter(
        interactor: interactor, request: request, console: context.console, mode: context.mode,
        errors: ErrorPresentation(vocabulary: context.vocabulary))
      interactor.output = exporter
      return exporter
    }
    let view = Terminal__Scene__View(console: context.console, mode: context.mode)
//[no-router]
    let presenter = __Scene__Presenter(
      interactor: interactor, request: request, sizing: context.tableSizing, vocabulary: context.vocabulary)
//[end]
//[router]
    let presenter = __Scene__Presenter(
      interactor: interactor, wireframe: __Scene__Router(navigator: context.navigator), request: request,
      sizing: context.tableSizing, vocabulary: context.vocabulary)
//[end]
    view.presenter = presenter
    presenter.view = view
    interactor.output = presenter
    return view
  }
//[web]

  /// The scene as a web page (`catalog serve`, /__command__): the same interactor and presenter,
  /// and a view that writes the view model as HTML.
  static func makePageScene(request: __Scene__Request, context: WebContext, page: PageContext) -> any WebScene {
    let interactor = __Scene__Interactor(repository: context.repository)
    let view = __Scene__PageView(frame: page.frame)
    // A page is as wide as its reader makes it: a width nothing reaches, so no cell is cut.
    let presenter = __Scene__Presenter(
      interactor: interactor, request: request, sizing: .fitted(width: .max / 4), vocabulary: context.vocabulary)
    view.presenter = presenter
    presenter.view = view
    interactor.output = presenter
    return view
  }
//[end]
}
