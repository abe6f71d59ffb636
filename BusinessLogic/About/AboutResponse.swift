/// The About scene's facts, with the exchange rates as the service answered (or why it did not).
public struct AboutResponse: Hashable, Sendable {
  public let facts: AboutFacts
  public let rates: Result<RatesAnswer, RatesFailure>

  public init(facts: AboutFacts, rates: Result<RatesAnswer, RatesFailure>) {
    self.facts = facts
    self.rates = rates
  }
}
