import DomainEntities

/// The currencies the rates know, with their names where the service gives them.
public struct ListCurrenciesResponse: Hashable, Sendable {
  public let answer: RatesAnswer
  public let names: [CurrencyCode: String]

  public init(answer: RatesAnswer, names: [CurrencyCode: String]) {
    self.answer = answer
    self.names = names
  }
}
