import DomainEntities

/// The currencies scene's output boundary.
@MainActor
public protocol ListCurrenciesInteractorOutput: AnyObject {
  func presentCurrencies(_ response: ListCurrenciesResponse)
  func presentPricingFailure(_ failure: PricingFailure)
}

/// The currencies the rates know, with their names where the service gives them.
public struct ListCurrenciesResponse: Hashable, Sendable {
  public let answer: RatesAnswer
  public let names: [CurrencyCode: String]

  public init(answer: RatesAnswer, names: [CurrencyCode: String]) {
    (self.answer, self.names) = (answer, names)
  }
}
