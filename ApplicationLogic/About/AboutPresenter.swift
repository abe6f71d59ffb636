import BusinessLogic
import DomainEntities

/// What the About view may ask of its presenter.
@MainActor
public protocol AboutPresenterInput: AnyObject {
  func viewIsReady() async
  /// `--web`: open the catalog's home page.
  func openHomePage() async
  /// The person is done with the scene (Esc in the browser).
  func close() async
}

/// The About scene's presenter: the program, the catalog in use with its home page and
/// licence, and the exchange rates' source and date, worded for people.
@MainActor
public final class AboutPresenter: AboutPresenterInput, AboutInteractorOutput {
  /// Weak: the view owns this presenter.
  public weak var view: (any AboutView)?
  private let interactor: any AboutInteractorInput
  private let wireframe: any AboutWireframe
  private let errors: ErrorPresentation

  public init(interactor: any AboutInteractorInput, wireframe: any AboutWireframe, vocabulary: any InterfaceVocabulary)
  {
    self.interactor = interactor
    self.wireframe = wireframe
    self.errors = ErrorPresentation(vocabulary: vocabulary)
  }

  public func viewIsReady() async {
    await interactor.loadAbout()
  }

  public func openHomePage() async {
    await interactor.openHomePage()
  }

  public func close() async {
    await wireframe.closeAbout()
  }

  public func presentAbout(_ response: AboutResponse) {
    let facts = response.facts
    let catalog = facts.catalog
    var lines: [AboutViewModel.Fact] = [AboutViewModel.Fact(label: "License", value: facts.programLicense)]
    let what =
      switch catalog.kind {
      case .embedded: "the embedded catalog: DummyJSON's products"
      case .file: "a catalog file"
      case .server: "a catalog server"
      case .database: "a PostgreSQL database"
      }
    lines.append(AboutViewModel.Fact(label: "Catalog", value: what))
    lines.append(AboutViewModel.Fact(label: "Home page", value: safe(catalog.homePage)))
    lines.append(AboutViewModel.Fact(label: "Its license", value: catalog.license.map(safe) ?? "not stated"))
    switch response.rates {
    case .success(let answer):
      lines.append(
        AboutViewModel.Fact(label: "Rates", value: RatesWords.source(answer.provenance, in: errors.vocabulary)))
      let saved = answer.fallback.map { " (saved: \(errors.words(for: $0).reason))" } ?? ""
      lines.append(AboutViewModel.Fact(label: "Rates' date", value: answer.rates.date.description + saved))
    case .failure(let failure):
      lines.append(
        AboutViewModel.Fact(label: "Rates", value: RatesWords.source(failure.provenance, in: errors.vocabulary)))
      lines.append(AboutViewModel.Fact(label: "Rates' date", value: "none: " + errors.words(for: failure).reason))
    case nil:
      lines.append(
        AboutViewModel.Fact(
          label: "Rates", value: "none: prices are not converted here (\(errors.vocabulary.howToChooseRates))"))
    }
    view?.displayAbout(AboutViewModel(heading: "\(facts.programName) \(facts.version)", facts: lines))
  }

  public func presentOpening(of link: String, _ opening: LinkOpening) {
    let shown = safe(link)
    switch opening {
    case .opened:
      view?.displayOpening(AboutOpeningViewModel(link: shown, notice: "Opening \(shown) in your browser.", error: nil))
    case .noOpener:
      view?.displayOpening(AboutOpeningViewModel(link: shown, notice: nil, error: nil))
    case .failed(let opener, let status):
      view?.displayOpening(
        AboutOpeningViewModel(
          link: shown, notice: nil,
          error: ErrorViewModel(
            message: "\(safe(opener)) could not open \(shown) (exit status \(status))",
            remedy: "open it yourself, or set BROWSER to the command that opens links", kind: .failure)))
    }
  }

  private func safe(_ text: String) -> String {
    TerminalSafeText.singleLine(text)
  }
}
