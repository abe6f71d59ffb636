/// The About scene's input boundary.
@MainActor
public protocol AboutInteractorInput: AnyObject {
  func loadAbout() async
  /// Open the catalog's home page in the person's browser.
  func openHomePage() async
}

/// The About scene's use case: what the program and its catalog are, which rates it uses, and
/// the catalog's home page, which it knows and asks a port to open.
@MainActor
public final class AboutInteractor: AboutInteractorInput {
  /// Weak: the presenter owns this interactor.
  public weak var output: (any AboutInteractorOutput)?
  private let facts: AboutFacts
  /// Nil where no rates service was named (a server contacts no host its operator did not name).
  private let rates: (any ExchangeRateService)?
  private let opener: any LinkOpener

  public init(facts: AboutFacts, rates: (any ExchangeRateService)?, opener: any LinkOpener) {
    (self.facts, self.rates, self.opener) = (facts, rates, opener)
  }

  public func loadAbout() async {
    var answer: Result<RatesAnswer, RatesFailure>?
    do {
      if let rates { answer = .success(try await rates.latestRates()) }
    } catch {
      answer = .failure(error)
    }
    output?.presentAbout(AboutResponse(facts: facts, rates: answer))
  }

  public func openHomePage() async {
    let link = facts.catalog.homePage
    output?.presentOpening(of: link, await opener.open(link))
  }
}
