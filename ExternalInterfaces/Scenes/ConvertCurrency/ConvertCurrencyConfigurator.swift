import ApplicationLogic
import BusinessLogic

/// Assembles the converter, the classic first VIPER module, on the rates service the catalog
/// scenes share.
@MainActor
enum ConvertCurrencyConfigurator {
  static func makeScene(request: ConvertCurrencyRequest, context: SceneContext) -> any RunnableScene {
    guard let services = context.services else { return context.missingServices }
    let interactor = ConvertCurrencyInteractor(service: services.rates)
    let view = TerminalConvertCurrencyView(console: context.console, mode: context.mode)
    let presenter = ConvertCurrencyPresenter(
      interactor: interactor, request: request, vocabulary: context.vocabulary, money: services.money)
    view.presenter = presenter
    presenter.view = view
    interactor.output = presenter
    return view
  }
}
