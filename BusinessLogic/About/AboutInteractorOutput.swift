/// The About scene's output boundary.
@MainActor
public protocol AboutInteractorOutput: AnyObject {
  func presentAbout(_ response: AboutResponse)
  func presentOpening(of link: String, _ opening: LinkOpening)
}

/// The About scene's facts, with the exchange rates as the service answered (or why it did not;
/// nil where there is no service).
public struct AboutResponse: Hashable, Sendable {
  public let facts: AboutFacts
  public let rates: Result<RatesAnswer, RatesFailure>?

  public init(facts: AboutFacts, rates: Result<RatesAnswer, RatesFailure>?) {
    (self.facts, self.rates) = (facts, rates)
  }
}
