import ApplicationLogic
import BusinessLogic

/// Assembles the About module: view, presenter, interactor (which knows the home page and asks
/// the opener port to open it), router (close). On the command line it prints; over the
/// browser it is a screen that Esc closes.
@MainActor
enum AboutConfigurator {
  static func makeScene(openingHomePage: Bool, context: SceneContext) -> any RunnableScene {
    guard let services = context.services else { return context.missingServices }
    let view = TerminalAboutView(console: context.console, openingHomePage: openingHomePage)
    assemble(view: view, navigator: context.navigator, vocabulary: context.vocabulary, services: services)
    return view
  }

  /// Nil where the scene was assembled without the rates service (tests).
  static func makeScreen(context: FullScreenContext) -> TerminalAboutScreen? {
    let session = context.session
    guard let services = context.scene.services else { return nil }
    let view = TerminalAboutScreen(session: session, size: session.size)
    assemble(view: view, navigator: context.navigator, vocabulary: context.scene.vocabulary, services: services)
    return view
  }

  /// About as a web page; nil where the server has no About facts (tests).
  static func makePageScene(context: WebContext, page: PageContext) -> (any WebScene)? {
    guard let facts = page.about else { return nil }
    let view = AboutPageView(frame: page.frame)
    let interactor = AboutInteractor(facts: facts, rates: page.rates, opener: NoLinkOpener())
    let presenter = AboutPresenter(
      interactor: interactor, wireframe: StillAboutWireframe(), vocabulary: context.vocabulary)
    view.presenter = presenter
    presenter.view = view
    interactor.output = presenter
    return view
  }

  private static func assemble(
    view: some AboutView & AboutPresenterHolder, navigator: any SceneNavigator, vocabulary: any InterfaceVocabulary,
    services: SceneServices
  ) {
    let interactor = AboutInteractor(facts: services.about, rates: services.rates, opener: services.opener)
    let presenter = AboutPresenter(
      interactor: interactor, wireframe: AboutRouter(navigator: navigator), vocabulary: vocabulary)
    view.presenter = presenter
    presenter.view = view
    interactor.output = presenter
  }
}

/// A view that owns the About presenter.
@MainActor
protocol AboutPresenterHolder: AnyObject {
  var presenter: (any AboutPresenterInput)? { get set }
}
