import ApplicationLogic
import BusinessLogic

/// Assembles the Clean Swift (VIP) Logout scene: the view owns the interactor, the interactor
/// owns the presenter, and the presenter points back at the view weakly.
@MainActor
enum LogoutConfigurator {
  static func makeScene(request: Logout.SignOut.Request, context: SceneContext) -> any RunnableScene {
    guard let accounts = context.services?.accounts else { return context.missingServices }
    let interactor = LogoutInteractor(accounts: accounts)
    let view = TerminalLogoutView(request: request, console: context.console, mode: context.mode)
    let presenter = LogoutPresenter(vocabulary: context.vocabulary)
    view.interactor = interactor
    interactor.presenter = presenter
    presenter.display = view
    return view
  }
}
