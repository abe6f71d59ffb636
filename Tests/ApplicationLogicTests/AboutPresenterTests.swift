import ApplicationLogic
import BusinessLogic
import Testing

@MainActor
final class AboutViewSpy: AboutView {
  var viewModels: [AboutViewModel] = []
  var openings: [AboutOpeningViewModel] = []
  func displayAbout(_ viewModel: AboutViewModel) { viewModels.append(viewModel) }
  func displayOpening(_ viewModel: AboutOpeningViewModel) { openings.append(viewModel) }
  func displayError(_ viewModel: ErrorViewModel) {}
}

@MainActor
final class AboutInteractorInputSpy: AboutInteractorInput {
  var loads = 0
  var opens = 0
  func loadAbout() async { loads += 1 }
  func openHomePage() async { opens += 1 }
}

@MainActor
final class AboutWireframeSpy: AboutWireframe {
  var closes = 0
  func closeAbout() async { closes += 1 }
}

@MainActor
@Suite struct AboutPresenterTests {
  private let facts = AboutFacts(
    programName: "catalog", version: "1.2.3", programLicense: "MIT",
    catalog: CatalogDescription(kind: .server, homePage: "http://catalog.test/\u{1B}]0;x\u{07}", license: nil))

  private func presenter() -> (AboutPresenter, AboutViewSpy, AboutInteractorInputSpy, AboutWireframeSpy) {
    let view = AboutViewSpy()
    let interactor = AboutInteractorInputSpy()
    let wireframe = AboutWireframeSpy()
    let presenter = AboutPresenter(interactor: interactor, wireframe: wireframe, vocabulary: StubVocabulary())
    presenter.view = view
    return (presenter, view, interactor, wireframe)
  }

  @Test func namesTheProgramTheCatalogAndTheRates() throws {
    let (presenter, view, _, _) = presenter()
    presenter.presentAbout(AboutResponse(facts: facts, rates: .success(MoneySeeds.answer)))
    let model = try #require(view.viewModels.first)
    #expect(model.heading == "catalog 1.2.3")
    let facts = Dictionary(uniqueKeysWithValues: model.facts.map { ($0.label, $0.value) })
    #expect(facts["Catalog"] == "a catalog server")
    #expect(facts["Home page"] == "http://catalog.test/␛]0;x␇")
    #expect(facts["Its license"] == "not stated")
    #expect(facts["Rates"] == "Frankfurter (http://rates.test/v1)")
    #expect(facts["Rates' date"] == "2024-11-22")
  }

  @Test func ratesThatCannotBeHadAreSaidWithTheReason() throws {
    let (presenter, view, _, _) = presenter()
    presenter.presentAbout(AboutResponse(facts: facts, rates: .failure(MoneySeeds.failure)))
    let date = try #require(view.viewModels.first?.facts.first { $0.label == "Rates' date" })
    #expect(date.value == "none: connection refused")
  }

  @Test func openingIsSaidOnlyWhenSomethingOpenedIt() {
    let (presenter, view, _, _) = presenter()
    presenter.presentOpening(of: "https://dummyjson.com", .opened(by: "xdg-open"))
    presenter.presentOpening(of: "https://dummyjson.com", .noOpener)
    presenter.presentOpening(of: "https://dummyjson.com", .failed(opener: "firefox", status: 3))
    #expect(view.openings.map(\.notice) == ["Opening https://dummyjson.com in your browser.", nil, nil])
    #expect(view.openings[2].error?.message == "firefox could not open https://dummyjson.com (exit status 3)")
  }

  @Test func theViewsRequestsReachTheInteractorAndTheRouter() async {
    let (presenter, _, interactor, wireframe) = presenter()
    await presenter.viewIsReady()
    await presenter.openHomePage()
    await presenter.close()
    #expect((interactor.loads, interactor.opens, wireframe.closes) == (1, 1, 1))
  }

  @Test func theRouterClosesThroughTheNavigator() async {
    let navigator = SceneNavigatorSpy()
    await AboutRouter(navigator: navigator).closeAbout()
    #expect(navigator.dismissals == 1)
    await ProductBrowserRouter(navigator: navigator).presentAbout()
    #expect(navigator.routes == [.about(openingHomePage: false)])
  }
}
