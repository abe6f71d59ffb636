import ApplicationLogic
import BusinessLogic

/// Assembles the VIPER currencies scene: view → presenter → interactor → the rates service.
@MainActor
enum ListCurrenciesConfigurator {
  static func makeScene(context: SceneContext) -> any RunnableScene {
    guard let services = context.services else { return context.missingServices }
    let interactor = ListCurrenciesInteractor(service: services.rates)
    let view = TerminalListCurrenciesView(console: context.console, mode: context.mode)
    let presenter = ListCurrenciesPresenter(
      interactor: interactor, sizing: context.tableSizing, vocabulary: context.vocabulary, money: services.money)
    view.presenter = presenter
    presenter.view = view
    interactor.output = presenter
    return view
  }
}
