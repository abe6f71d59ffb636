import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

/// The browser's presenter with spies at its three boundaries: the use case, the view, the
/// wireframe.
@MainActor
@Suite struct ProductBrowserPresenterTests {
  let interactor = ProductBrowserInteractorInputSpy()
  let view = ProductBrowserViewSpy()
  let wireframe = ProductBrowserWireframeSpy()

  private func makePresenter(
    size: ScreenSize = ScreenSize(columns: 120, rows: 40),
    request: ProductListRequest = ProductListRequest(limit: "100"),
    catalog: [Product]? = Seeds.all
  ) -> ProductBrowserPresenter {
    let presenter = ProductBrowserPresenter(
      interactor: interactor, wireframe: wireframe, request: request, sourceName: "seeds", size: size,
      vocabulary: StubVocabulary())
    presenter.view = view
    interactor.output = presenter
    interactor.catalog = catalog
    return presenter
  }

  @Test func startsFromItsRequestAndLoadsTheFirstPage() async {
    let request = ProductListRequest(searchText: "phone", limit: "50")
    await makePresenter(request: request).viewIsReady()
    #expect(interactor.begun == [request])
    #expect(interactor.loaded == [CatalogQuery(searchText: "phone", limit: 50)])
    // A loading frame first, then the rows.
    #expect(view.screens.first?.plainLines.contains { $0.contains("loading…") } == true)
    #expect(view.lines[1].hasPrefix("›   2  iPhone 6"))
  }

  @Test func wideScreensShowListAndDetailSideBySide() async {
    await makePresenter().viewIsReady()
    let lines = view.lines
    #expect(lines.count == 40)
    #expect(lines.allSatisfy { DisplayWidth.of($0) == 120 })
    #expect(lines[0].hasPrefix("  ID   TITLE"))
    #expect(lines[0].contains("│ Essence Mascara Lash Princess"))
    #expect(lines[1].hasPrefix("›   1  Essence Mascara Lash Princess"))
    #expect(lines[1].contains("│ Essence · Beauty · #1"))
    #expect(lines[5].hasPrefix("    5  Annibale Colombo Sofa"))
    #expect(lines[39].hasPrefix("seeds · 1/5"))
    #expect(lines[39].hasSuffix("? keys · q quit "))
  }

  @Test func narrowScreensStackTheDetailUnderTheList() async {
    await makePresenter(size: ScreenSize(columns: 80, rows: 24)).viewIsReady()
    let lines = view.lines
    #expect(lines.count == 24)
    #expect(!lines.contains { $0.contains("│") })
    #expect(lines[11].allSatisfy { $0 == "─" })
    #expect(lines[12].hasPrefix(" Essence Mascara Lash Princess"))
    #expect(lines[23].hasPrefix("seeds · 1/5"))
  }

  @Test func theDetailPaneFollowsTheSelection() async {
    let presenter = makePresenter()
    await presenter.viewIsReady()
    await presenter.handle([.down])
    #expect(view.lines[0].contains("│ iPhone 6"))
    #expect(view.lines[2].hasPrefix("›   2  iPhone 6"))
    #expect(view.lines[39].hasPrefix("seeds · 2/5"))
  }

  @Test func typingAFilterAsksForItAtEveryKey() async {
    let presenter = makePresenter()
    await presenter.viewIsReady()
    await presenter.handle([.character("/")])
    for character in "pho" { await presenter.handle([.character(character)]) }
    #expect(interactor.loaded.map(\.searchText) == [nil, "p", "ph", "pho"])
    #expect(view.lines[39].hasPrefix("/pho▏"))
    #expect(view.lines[39].contains("3 matches"))
    #expect(view.lines[1].hasPrefix("›   2  iPhone 6"))
  }

  @Test func theSortKeyReordersThroughTheUseCase() async {
    let presenter = makePresenter()
    await presenter.viewIsReady()
    await presenter.handle([.character("s")])
    #expect(interactor.loaded.last?.sort == ProductSort(field: .title))
    #expect(view.lines[1].hasPrefix("›   5  Annibale Colombo Sofa"))
    #expect(view.lines[39].contains("sort title ↑"))
  }

  @Test func enterAsksTheWireframeForTheSelectedProduct() async {
    let presenter = makePresenter()
    await presenter.viewIsReady()
    await presenter.handle([.character("j")])
    await presenter.handle([.character("j")])
    await presenter.handle([.enter])
    #expect(wireframe.presentedDetails == [ProductID(3)])
  }

  @Test func quitClosesTheView() async {
    let presenter = makePresenter()
    await presenter.viewIsReady()
    await presenter.handle([.character("q")])
    #expect(view.closed == 1)
  }

  @Test func aBadFlagIsAnErrorForTheViewNotAFrame() async {
    await makePresenter(request: ProductListRequest(sortField: "prize")).viewIsReady()
    #expect(view.screens.isEmpty)
    #expect(view.errors.map(\.kind) == [.invalidInput])
    #expect(view.errors.first?.message == "invalid <sortField> \"prize\"")
  }

  @Test func aFirstPageThatFailsEndsTheBrowser() async {
    let presenter = makePresenter(catalog: nil)
    await presenter.viewIsReady()
    presenter.presentPageFailure(
      .unavailable(source: "seeds", .connectionRefused), for: CatalogQuery(limit: 100))
    #expect(view.errors.map(\.message) == ["cannot read seeds: connection refused"])
  }

  /// A large file's first products, shown before its page: rows and detail drawn, the count
  /// still loading; then the page. A failure of the page still ends the browser.
  @Test func leadingProductsAreDrawnBeforeTheirPage() async {
    let presenter = makePresenter(catalog: nil)
    await presenter.viewIsReady()
    let first = CatalogQuery(limit: 100)
    presenter.presentLeading(Array(Seeds.all.prefix(2)), for: first)
    #expect(view.lines[1].hasPrefix("›   1  Essence Mascara Lash Princess"))
    #expect(view.lines[0].contains("│ Essence Mascara Lash Princess"))
    #expect(view.lines[3].hasPrefix("  loading…"))
    #expect(view.lines[39].hasPrefix("seeds · 1/… · loading…"))
    await presenter.handle([.down])
    #expect(view.lines[39].hasPrefix("seeds · 2/… · loading…"))
    presenter.presentPage(ProductQueryEvaluator().evaluate(first, over: Seeds.all), for: first)
    #expect(view.lines[39].hasPrefix("seeds · 2/5 "))
    #expect(view.lines[5].hasPrefix("    5  Annibale Colombo Sofa"))

    let failing = makePresenter(catalog: nil)
    await failing.viewIsReady()
    failing.presentLeading(Array(Seeds.all.prefix(2)), for: first)
    failing.presentPageFailure(.unavailable(source: "seeds", .shrankWhileRead), for: first)
    #expect(view.errors.count == 1, "as when nothing was shown: the file could not be read")
  }

  @Test func aLaterPageThatFailsIsShownInTheStatusLine() async {
    let presenter = makePresenter()
    await presenter.viewIsReady()
    presenter.presentPageFailure(
      .unavailable(source: "seeds", .connectionRefused), for: CatalogQuery(limit: 100))
    // Only answers to pages still asked for count; this one was already answered.
    #expect(view.errors.isEmpty)
    #expect(!view.lines[39].contains("error"))
    interactor.catalog = nil
    await presenter.handle([.character("r")])
    presenter.presentPageFailure(
      .unavailable(source: "seeds", .connectionRefused), for: CatalogQuery(limit: 100))
    #expect(view.errors.isEmpty)
    #expect(view.lines[39].hasPrefix("error: cannot read seeds: connection refused"))
    #expect(view.lines[39].hasSuffix("r retry · q quit "))
  }

  @Test func resizingLaysTheScreenOutAgain() async {
    let presenter = makePresenter()
    await presenter.viewIsReady()
    await presenter.resize(to: ScreenSize(columns: 60, rows: 12))
    #expect(view.screens.last?.size == ScreenSize(columns: 60, rows: 12))
    #expect(view.lines.count == 12)
    #expect(view.lines.allSatisfy { DisplayWidth.of($0) == 60 })
  }

  @Test func catalogTextIsNeutralisedBeforeItIsDrawn() async {
    let hostile = Product(
      id: ProductID(1), title: "Evil \u{1B}[2J title", description: "line\u{1B}]0;pwned\u{07}", price: Money(1),
      brand: "Bad\u{202E}Brand")
    await makePresenter(catalog: [hostile]).viewIsReady()
    let text = view.lines.joined()
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E })
    #expect(text.contains("Evil ␛[2J title"))
  }

  @Test func aClosedSceneIsReleased() async {
    weak var presenter: ProductBrowserPresenter?
    weak var view: ProductBrowserViewSpy?
    weak var interactor: ProductBrowserInteractor?
    do {
      let ownedView = ProductBrowserViewSpy()
      let ownedInteractor = ProductBrowserInteractor(repository: InMemoryRepository(products: Seeds.all))
      let ownedPresenter = ProductBrowserPresenter(
        interactor: ownedInteractor, wireframe: wireframe, request: ProductListRequest(), sourceName: "seeds",
        size: ScreenSize(columns: 100, rows: 30), vocabulary: StubVocabulary())
      ownedPresenter.view = ownedView
      ownedInteractor.output = ownedPresenter
      await ownedPresenter.viewIsReady()
      #expect(ownedView.lines[1].hasPrefix("›   1"))
      await ownedPresenter.handle([.character("q")])
      (presenter, view, interactor) = (ownedPresenter, ownedView, ownedInteractor)
    }
    #expect(presenter == nil)
    #expect(view == nil)
    #expect(interactor == nil)
  }
}

/// A repository answering from memory with the real rules.
struct InMemoryRepository: ProductRepository {
  let products: [Product]
  var sourceName: String { "memory" }

  func products(matching query: CatalogQuery) async throws(CatalogSourceError) -> ProductPage {
    InMemoryCatalog(products: products).page(query)
  }

  func product(withID id: ProductID) async throws(CatalogSourceError) -> Product {
    try InMemoryCatalog(products: products).product(withID: id, source: sourceName)
  }

  func categories() async throws(CatalogSourceError) -> [Category] {
    InMemoryCatalog(products: products).categories()
  }
}

/// A paste into the filter: applied as one batch, drawn once, and only its last text searched.
@MainActor
@Suite struct PastedFilterTests {
  @Test func aPasteIsDrawnOnceAndSearchedOnce() async {
    let browser = BrowserUnderTest(size: ScreenSize(columns: 120, rows: 40))
    await browser.presenter.viewIsReady()
    let framesBefore = browser.view.screens.count
    let loadsBefore = browser.interactor.loaded.count
    let pasted = String(repeating: "x", count: 500) + "phone"
    await browser.presenter.handle([.character("/")] + pasted.map { .character($0) })
    #expect(browser.view.screens.count - framesBefore <= 3, "one frame for the keys, one per answer")
    let searched = browser.interactor.loaded.dropFirst(loadsBefore).map(\.searchText)
    #expect(searched == [pasted], "only the final text is searched")
    #expect(browser.presenter.state?.query.searchText == pasted)
  }

  @Test func textClearedInTheSameBatchIsNeverSearched() async {
    let browser = BrowserUnderTest(size: ScreenSize(columns: 120, rows: 40))
    await browser.presenter.viewIsReady()
    let loadsBefore = browser.interactor.loaded.count
    await browser.presenter.handle([.character("/"), .character("p"), .character("h"), .character("o"), .escape])
    let searched = browser.interactor.loaded.dropFirst(loadsBefore).compactMap(\.searchText)
    #expect(searched.isEmpty, "\(searched)")
    #expect(browser.presenter.state?.query.searchText == nil)
  }
}

/// A browser use case whose loads wait until released, and notice being cancelled.
@MainActor
final class GatedBrowserInteractor: ProductBrowserInteractorInput {
  weak var output: (any ProductBrowserInteractorOutput)?
  var started: [String?] = []
  var cancelled: [String?] = []
  var released = false

  func begin(with request: ProductListRequest) {
    if let query = try? CatalogRequestValidator().query(from: request) { output?.presentStart(query) }
  }

  func loadPrices(in currency: String) async {}

  func loadPage(_ query: CatalogQuery) async {
    started.append(query.searchText)
    while !released {
      do { try await Task.sleep(for: .milliseconds(5)) } catch {
        cancelled.append(query.searchText)
        return
      }
    }
    output?.presentPage(InMemoryCatalog(products: Seeds.all).page(query), for: query)
  }
}

@MainActor
@Suite struct StaleLoadTests {
  private func waitUntil(_ condition: () -> Bool) async {
    for _ in 0..<400 where !condition() { try? await Task.sleep(for: .milliseconds(5)) }
  }

  @Test func aLoadForAFilterTypedOverIsCancelled() async {
    let interactor = GatedBrowserInteractor()
    let view = ProductBrowserViewSpy()
    let presenter = ProductBrowserPresenter(
      interactor: interactor, wireframe: ProductBrowserWireframeSpy(), request: ProductListRequest(), sourceName: "s",
      size: ScreenSize(columns: 120, rows: 40), vocabulary: StubVocabulary())
    presenter.view = view
    interactor.output = presenter
    interactor.released = true
    await presenter.viewIsReady()
    interactor.released = false
    async let first: Void = presenter.handle([.character("/"), .character("p")])
    await waitUntil { interactor.started.contains("p") }
    async let second: Void = presenter.handle([.character("h")])
    await waitUntil { interactor.started.contains("ph") }
    interactor.released = true
    _ = await (first, second)
    #expect(interactor.cancelled == ["p"])
    #expect(presenter.state?.query.searchText == "ph")
    #expect(presenter.state?.hasAnswer == true)
  }
}

@MainActor
extension ProductBrowserPresenterTests {
  @Test func writeKeysGoToTheWireframeAndTheOutcomeToTheStatusLine() async {
    let presenter = makePresenter()
    await presenter.viewIsReady()
    await presenter.handle([.down, .character("e")])
    await presenter.handle([.character("a")])
    await presenter.handle([.character("d")])
    #expect(view.lines[39].hasPrefix("delete product 2 \"iPhone 6\"? y/N"))
    await presenter.handle([.character("y")])
    #expect(wireframe.presentedChanges == ["edit 2", "add", "delete 2"])
    let loadsBefore = interactor.loaded.count
    await presenter.changeFinished(ProductChangeOutcome(message: "deleted product 2 \"iPhone 6\"", failed: false))
    #expect(interactor.loaded.count == loadsBefore + 1, "the page on screen is loaded again")
    #expect(view.lines[39].contains("2/5 · deleted product 2 \"iPhone 6\""))
  }

  /// "d" then "y" in one read (a paste): the question is asked, and the "y" read with it, before
  /// it was drawn, answers nothing; only a later read does.
  @Test func aConfirmationComesOnlyFromAKeyReadAfterTheQuestion() async {
    let presenter = makePresenter()
    await presenter.viewIsReady()
    await presenter.handle([.character("d"), .character("y"), .character("y")])
    #expect(wireframe.presentedChanges.isEmpty)
    #expect(view.lines[39].hasPrefix("delete product 1 \"Essence Mascara Lash Princess\"? y/N"))
    await presenter.handle([.character("y")])
    #expect(wireframe.presentedChanges == ["delete 1"])
  }
}
