/// The currencies scene's output boundary.
@MainActor
public protocol ListCurrenciesInteractorOutput: AnyObject {
  func presentCurrencies(_ response: ListCurrenciesResponse)
  func presentPricingFailure(_ failure: PricingFailure)
}
