import ApplicationLogic
import BusinessLogic

/// Assembles the VIPER auth status scene: view → presenter → interactor → the credential port.
@MainActor
enum AuthStatusConfigurator {
  static func makeScene(request: AuthStatusRequest, context: SceneContext) -> any RunnableScene {
    guard let accounts = context.services?.accounts else { return context.missingServices }
    let interactor = AuthStatusInteractor(accounts: accounts)
    let view = TerminalAuthStatusView(console: context.console, mode: context.mode)
    let presenter = AuthStatusPresenter(
      interactor: interactor, request: request, sizing: context.tableSizing, vocabulary: context.vocabulary)
    view.presenter = presenter
    presenter.view = view
    interactor.output = presenter
    return view
  }
}
