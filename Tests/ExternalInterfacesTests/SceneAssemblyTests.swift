import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

@testable import ExternalInterfaces

/// Records routes instead of running them, so assembled scenes can be inspected.
@MainActor
final class RecordingNavigator: SceneNavigator {
  var routes: [CatalogRoute] = []
  func navigate(to route: CatalogRoute) async { routes.append(route) }
  func dismiss() async { dismissals += 1 }
  var dismissals = 0
}

@MainActor
@Suite struct SceneAssemblyTests {
  private func context(_ navigator: any SceneNavigator, mode: OutputMode = .tsv) -> SceneContext {
    SceneContext(
      console: Console(
        output: StringSink(), errors: StringSink(),
        terminal: TerminalTraits(outputIsTerminal: false, inputIsTerminal: false, width: 80, colorEnabled: false)),
      mode: mode,
      repository: LazyProductRepository(sourceName: "seeds") { Seeds.all },
      store: ReadOnlyProductStore(sourceName: "seeds", reason: .embedded),
      vocabulary: CommandLineVocabulary(), navigator: navigator, table: .catalog)
  }

  @Test func aReleasedListSceneReleasesPresenterAndInteractor() async {
    let navigator = RecordingNavigator()
    weak var weakView: TerminalProductListView?
    weak var weakPresenter: ProductListPresenter?
    do {
      let scene = ProductListConfigurator.makeScene(request: ProductListRequest(), context: context(navigator))
      let view = scene as? TerminalProductListView
      weakView = view
      weakPresenter = view?.presenter as? ProductListPresenter
      #expect(weakPresenter != nil)
      _ = await scene.run()
    }
    #expect(weakView == nil)
    #expect(weakPresenter == nil)
  }

  @Test func aReleasedDetailSceneIsReleasedWhole() async {
    weak var weakPresenter: ProductDetailPresenter?
    do {
      let scene = ProductDetailConfigurator.makeScene(
        request: ProductDetailRequest(productID: "1"), context: context(RecordingNavigator()))
      weakPresenter = (scene as? TerminalProductDetailView)?.presenter as? ProductDetailPresenter
      #expect(weakPresenter != nil)
      _ = await scene.run()
    }
    #expect(weakPresenter == nil)
  }

  @Test func aReleasedCategoriesSceneReleasesTheVIPCycle() async {
    weak var weakInteractor: ListCategoriesInteractor?
    do {
      let scene = ListCategoriesConfigurator.makeScene(context: context(RecordingNavigator()))
      weakInteractor = (scene as? TerminalListCategoriesView)?.interactor as? ListCategoriesInteractor
      #expect(weakInteractor != nil)
      _ = await scene.run()
    }
    #expect(weakInteractor == nil)
  }

}

@MainActor
@Suite struct BrowseAssemblyTests {
  private func context(terminal: Bool, errors: StringSink = StringSink()) -> SceneContext {
    SceneContext(
      console: Console(
        output: StringSink(), errors: errors,
        terminal: TerminalTraits(outputIsTerminal: terminal, inputIsTerminal: terminal, width: 80, colorEnabled: false)),
      mode: .table,
      repository: LazyProductRepository(sourceName: "seeds") { Seeds.all },
      store: ReadOnlyProductStore(sourceName: "seeds", reason: .embedded),
      vocabulary: CommandLineVocabulary(), navigator: RecordingNavigator(), table: .catalog)
  }

  @Test func withoutATerminalTheBrowserSaysWhatToUseInstead() async {
    let errors = StringSink()
    let scene = ProductBrowserConfigurator.makeScene(
      request: ProductListRequest(), context: context(terminal: false, errors: errors))
    #expect(await scene.run() == .usage)
    #expect(errors.text.hasPrefix("error: browse needs a terminal; use \"catalog list\"\n"))
  }

  @Test func anAssembledBrowserIsReleasedWhole() {
    weak var weakScene: FullScreenScene?
    weak var weakView: TerminalProductBrowserView?
    weak var weakPresenter: ProductBrowserPresenter?
    do {
      let scene = ProductBrowserConfigurator.makeScene(
        request: ProductListRequest(), context: context(terminal: true))
      let fullScreen = scene as? FullScreenScene
      let view = fullScreen?.root as? TerminalProductBrowserView
      weakScene = fullScreen
      weakView = view
      weakPresenter = view?.presenter as? ProductBrowserPresenter
      #expect(weakPresenter != nil)
    }
    #expect(weakScene == nil)
    #expect(weakView == nil)
    #expect(weakPresenter == nil)
  }

  @Test func theDetailScreenOverTheBrowserIsReleasedWhole() {
    weak var weakScreen: TerminalProductDetailScreen?
    weak var weakPresenter: ProductDetailPresenter?
    do {
      let scene = context(terminal: true)
      let session = FullScreenSession(console: scene.console, device: TerminalDevice())
      let screen = ProductDetailConfigurator.makeScreen(
        request: ProductDetailRequest(productID: "1"),
        context: FullScreenContext(session: session, navigator: RecordingNavigator(), scene: scene))
      weakScreen = screen
      weakPresenter = screen.presenter as? ProductDetailPresenter
      #expect(weakPresenter != nil)
    }
    #expect(weakScreen == nil)
    #expect(weakPresenter == nil)
  }
}

/// The Clean Swift categories scene over the browser: Enter hands the chosen category to the
/// product list through the interactor's data store and the router.
@MainActor
@Suite struct CategoriesScreenAssemblyTests {
  @Test func enterRoutesToTheChosenCategoryThroughTheDataStore() async {
    let console = Console(
      output: StringSink(), errors: StringSink(),
      terminal: TerminalTraits(outputIsTerminal: true, inputIsTerminal: true, width: 80, colorEnabled: false))
    let session = FullScreenSession(console: console, device: TerminalDevice(input: -1, output: -1))
    let navigator = RecordingNavigator()
    let scene = SceneContext(
      console: console, mode: .table, repository: LazyProductRepository(sourceName: "seeds") { Seeds.all },
      store: ReadOnlyProductStore(sourceName: "seeds", reason: .embedded), vocabulary: CommandLineVocabulary(),
      navigator: navigator, table: .catalog)
    let screen = ListCategoriesConfigurator.makeScreen(
      context: FullScreenContext(session: session, navigator: navigator, scene: scene))
    await screen.start()
    await screen.handle([.down, .enter])
    let categories = InMemoryCatalog(products: Seeds.all).categories()
    #expect(navigator.routes == [.productList(ProductListRequest(category: categories[1].slug.rawValue))])
  }
}
