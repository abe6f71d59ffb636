import ApplicationLogic
import BusinessLogic

/// Assembles the Clean Swift (VIP) Login scene: the view owns the interactor, the interactor
/// owns the presenter, and the presenter points back at the view weakly; the router reads the
/// interactor as its data store.
@MainActor
enum LoginConfigurator {
  static func makeScene(destination: LoginDestination, context: SceneContext) -> any RunnableScene {
    guard let accounts = context.services?.accounts else { return context.missingServices }
    let interactor = LoginInteractor(accounts: accounts)
    let view = TerminalLoginView(destination: destination, console: context.console, mode: context.mode)
    let presenter = LoginPresenter(vocabulary: context.vocabulary)
    view.interactor = interactor
    interactor.presenter = presenter
    presenter.display = view
    let router = LoginRouter(navigator: context.navigator)
    router.dataStore = interactor
    view.router = router
    return view
  }
}
