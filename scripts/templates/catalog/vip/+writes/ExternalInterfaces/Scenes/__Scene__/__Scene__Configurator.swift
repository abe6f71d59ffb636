import ApplicationLogic
import BusinessLogic

/// Assembles the Clean Swift (VIP) __command__ scene: the view owns the interactor, the
/// interactor owns the presenter, and the presenter points back at the view weakly. With
/// `-o json` the view routes to the product's detail, which the interactor keeps.
@MainActor
enum __Scene__Configurator {
  static func makeScene(request: __Scene__.__UseCase__.Request, context: SceneContext) -> any RunnableScene {
    let interactor = __Scene__Interactor(repository: context.repository, store: context.store)
    let view = Terminal__Scene__View(request: request, console: context.console, mode: context.mode)
    let presenter = __Scene__Presenter(vocabulary: context.vocabulary)
    view.interactor = interactor
    interactor.presenter = presenter
    presenter.display = view
    let changes = ProductChangeRouter(navigator: context.navigator)
    changes.dataStore = interactor
    view.changes = changes
    return view
  }
}
