/// The currencies scene's input boundary.
@MainActor
public protocol ListCurrenciesBusinessLogic: AnyObject {
  func loadCurrencies() async
}
