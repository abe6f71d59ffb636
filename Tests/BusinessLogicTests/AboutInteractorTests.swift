import BusinessLogic
import Testing

@MainActor
final class AboutOutputSpy: AboutInteractorOutput {
  var responses: [AboutResponse] = []
  var openings: [(link: String, opening: LinkOpening)] = []
  func presentAbout(_ response: AboutResponse) { responses.append(response) }
  func presentOpening(of link: String, _ opening: LinkOpening) { openings.append((link, opening)) }
}

/// A link opener that records the links and answers as told.
final class LinkOpenerSpy: LinkOpener, @unchecked Sendable {
  // Unchecked: tests call it from the main actor only, one call at a time.
  var links: [String] = []
  var answer = LinkOpening.opened(by: "spy")
  func open(_ link: String) async -> LinkOpening {
    links.append(link)
    return answer
  }
}

@MainActor
@Suite struct AboutInteractorTests {
  private let facts = AboutFacts(
    programName: "catalog", version: "9.9", programLicense: "MIT",
    catalog: CatalogDescription(kind: .embedded, homePage: "https://dummyjson.com", license: "MIT"))

  @Test func reportsTheFactsWithTheRatesAnswer() async {
    let output = AboutOutputSpy()
    let interactor = AboutInteractor(facts: facts, rates: StubRatesService(), opener: LinkOpenerSpy())
    interactor.output = output
    await interactor.loadAbout()
    #expect(output.responses == [AboutResponse(facts: facts, rates: .success(SeedRates.answer))])
  }

  @Test func noRatesIsAFactOfTheSceneNotAFailureOfIt() async {
    let failure = RatesFailure(provenance: SeedRates.provenance, reason: .source(.unknownHost("rates.test")))
    let output = AboutOutputSpy()
    let interactor = AboutInteractor(facts: facts, rates: StubRatesService(.failure(failure)), opener: LinkOpenerSpy())
    interactor.output = output
    await interactor.loadAbout()
    #expect(output.responses.first?.rates == .failure(failure))
  }

  @Test func opensTheHomePageItKnowsThroughThePort() async {
    let opener = LinkOpenerSpy()
    opener.answer = .noOpener
    let output = AboutOutputSpy()
    let interactor = AboutInteractor(facts: facts, rates: StubRatesService(), opener: opener)
    interactor.output = output
    await interactor.openHomePage()
    #expect(opener.links == ["https://dummyjson.com"])
    #expect(output.openings.map(\.opening) == [.noOpener])
  }
}
