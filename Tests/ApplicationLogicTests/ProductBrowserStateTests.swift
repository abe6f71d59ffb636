import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

/// The browse state machine: keys in, state and commands out, no terminal.
@Suite struct ProductBrowserStateTests {
  static let catalog = Catalog.of(250)
  static let viewport = BrowseViewport(listRows: 10, detailRows: 12, detailLineCount: 30)

  /// A browser whose every page request has been answered from `catalog`.
  static func loaded(_ query: CatalogQuery = CatalogQuery(limit: 100)) -> ProductBrowserState {
    var state = ProductBrowserState(query: query)
    answerAll(state.settle(viewport), into: &state)
    return state
  }

  static func answerAll(_ commands: [BrowseCommand], into state: inout ProductBrowserState) {
    var pending = commands
    while !pending.isEmpty {
      guard case .load(let query) = pending.removeFirst() else { continue }
      pending += state.receive(ProductQueryEvaluator().evaluate(query, over: catalog), for: query, viewport: viewport)
    }
  }

  static func loads(_ commands: [BrowseCommand]) -> [CatalogQuery] {
    commands.compactMap { if case .load(let query) = $0 { query } else { nil } }
  }

  @Test func asksOnlyForTheSelectionsPageUntilTheTotalIsKnown() {
    var state = ProductBrowserState(query: CatalogQuery(limit: 100, skip: 130))
    #expect(Self.loads(state.settle(Self.viewport)) == [CatalogQuery(limit: 100, skip: 100)])
    #expect(state.selected == 130)
    #expect(state.total == nil)
    #expect(state.isLoading)
  }

  @Test func movesAndStopsAtTheEnds() {
    var state = Self.loaded()
    _ = state.handle(.character("j"), viewport: Self.viewport)
    _ = state.handle(.down, viewport: Self.viewport)
    #expect(state.selected == 2)
    _ = state.handle(.character("k"), viewport: Self.viewport)
    #expect(state.selected == 1)
    for _ in 0..<5 { _ = state.handle(.up, viewport: Self.viewport) }
    #expect(state.selected == 0)
    _ = state.handle(.character("G"), viewport: Self.viewport)
    #expect(state.selected == 249)
    _ = state.handle(.down, viewport: Self.viewport)
    #expect(state.selected == 249)
    _ = state.handle(.home, viewport: Self.viewport)
    #expect(state.selected == 0)
  }

  @Test func pagesByTheScreenAndByHalfAScreen() {
    var state = Self.loaded()
    _ = state.handle(.pageDown, viewport: Self.viewport)
    #expect(state.selected == 10)
    #expect(state.listTop == 1)
    _ = state.handle(.control("d"), viewport: Self.viewport)
    #expect(state.selected == 15)
    _ = state.handle(.control("u"), viewport: Self.viewport)
    _ = state.handle(.pageUp, viewport: Self.viewport)
    #expect(state.selected == 0)
    #expect(state.listTop == 0)
  }

  @Test func theSelectionStaysOnScreen() {
    var state = Self.loaded()
    for _ in 0..<25 { _ = state.handle(.down, viewport: Self.viewport) }
    #expect(state.selected == 25)
    #expect(state.listTop == 16)
    _ = state.handle(.end, viewport: Self.viewport)
    #expect(state.listTop == 240)
  }

  @Test func scrollingNearTheEndOfWhatIsLoadedAsksForTheNextPageOnce() {
    var state = ProductBrowserState(query: CatalogQuery(limit: 100))
    let first = state.settle(Self.viewport)
    #expect(Self.loads(first) == [CatalogQuery(limit: 100)])
    #expect(
      state.receive(
        ProductQueryEvaluator().evaluate(Self.loads(first)[0], over: Self.catalog), for: Self.loads(first)[0],
        viewport: Self.viewport
      ).isEmpty)
    var asked: [CatalogQuery] = []
    for _ in 0..<88 { asked += Self.loads(state.handle(.down, viewport: Self.viewport)) }
    #expect(asked.isEmpty)
    // At row 89 the screen after the one shown reaches row 100: the next page is asked for, once.
    for _ in 0..<6 { asked += Self.loads(state.handle(.down, viewport: Self.viewport)) }
    #expect(asked == [CatalogQuery(limit: 100, skip: 100)])
    let loading = state.isLoading(row: 150)
    let notYetThere = state.product(at: 150) == nil
    #expect(loading)
    #expect(notYetThere)
    #expect(state.selectedProduct?.id == ProductID(95))
  }

  @Test func jumpingToTheEndLoadsOnlyTheLastPage() {
    var state = Self.loaded()
    let commands = state.handle(.character("G"), viewport: Self.viewport)
    #expect(Self.loads(commands) == [CatalogQuery(limit: 100, skip: 200)])
  }

  @Test func theEndBeforeTheTotalIsKnownIsReachedWhenItIs() {
    var state = ProductBrowserState(query: CatalogQuery(limit: 100))
    let first = Self.loads(state.settle(Self.viewport))
    #expect(state.handle(.end, viewport: Self.viewport).isEmpty)
    let next = state.receive(
      ProductQueryEvaluator().evaluate(first[0], over: Self.catalog), for: first[0], viewport: Self.viewport)
    #expect(state.selected == 249)
    #expect(Self.loads(next) == [CatalogQuery(limit: 100, skip: 200)])
  }

  /// The first products of the first page, before the page: shown and moved over; the page is
  /// still awaited, the count unknown, the end reached once it is known.
  @Test func leadingProductsAreShownUntilTheirPageArrives() {
    var state = ProductBrowserState(query: CatalogQuery(limit: 100))
    let first = Self.loads(state.settle(Self.viewport))
    state.receiveLeading(Array(Self.catalog.prefix(40)), for: first[0])
    #expect(state.product(at: 0) == Self.catalog[0])
    #expect(state.product(at: 39) == Self.catalog[39])
    #expect(state.product(at: 40) == nil)
    #expect(state.total == nil && state.isLoading, "the page and its count are still to come")
    #expect(state.handle(.character("j"), viewport: Self.viewport).isEmpty, "nothing more to ask for")
    #expect(state.selected == 1)
    _ = state.handle(.pageDown, viewport: Self.viewport)
    _ = state.handle(.pageDown, viewport: Self.viewport)
    _ = state.handle(.pageDown, viewport: Self.viewport)
    _ = state.handle(.pageDown, viewport: Self.viewport)
    #expect(state.selected == 39, "no further than the rows shown")
    #expect(state.handle(.end, viewport: Self.viewport).isEmpty)
    let next = state.receive(
      ProductQueryEvaluator().evaluate(first[0], over: Self.catalog), for: first[0], viewport: Self.viewport)
    #expect(state.total == 250)
    #expect(state.selected == 249, "G, pressed before the count was known, goes to the end once it is")
    #expect(Self.loads(next) == [CatalogQuery(limit: 100, skip: 200)])
    // Products that come after their page are not shown.
    state.receiveLeading(Array(Self.catalog.prefix(3).reversed()), for: first[0])
    #expect(state.product(at: 0) == Self.catalog[0])
  }

  @Test func leadingProductsOfAnotherQueryAreIgnored() {
    var state = ProductBrowserState(query: CatalogQuery(limit: 100))
    let first = Self.loads(state.settle(Self.viewport))
    _ = state.handle(.character("s"), viewport: Self.viewport)
    state.receiveLeading(Array(Self.catalog.prefix(40)), for: first[0])
    #expect(state.product(at: 0) == nil, "the order changed meanwhile")
    var reloaded = ProductBrowserState(query: CatalogQuery(limit: 100))
    let asked = Self.loads(reloaded.settle(Self.viewport))
    reloaded.receiveLeading(Array(Self.catalog.prefix(40)), for: asked[0])
    _ = reloaded.handle(.character("r"), viewport: Self.viewport)
    #expect(reloaded.product(at: 0) == nil, "a reload forgets them with the pages")
  }

  @Test func typingAFilterNarrowsAtEveryKey() {
    var state = Self.loaded()
    _ = state.handle(.down, viewport: Self.viewport)
    _ = state.handle(.character("/"), viewport: Self.viewport)
    #expect(state.mode == .filtering)
    var asked: [CatalogQuery] = []
    for character in "Ph" {
      _ = state.handle(.character(character), viewport: Self.viewport)
      asked += Self.loads(state.finishKeys(viewport: Self.viewport))
    }
    #expect(asked == [CatalogQuery(searchText: "p", limit: 100), CatalogQuery(searchText: "ph", limit: 100)])
    #expect(state.selected == 0)
    #expect(state.draft == "Ph")
    Self.answerAll([.load(asked[1])], into: &state)
    #expect(state.total == 30)  // 25 titles, and 5 more by description
    // Backspace widens again; Enter keeps the filter and leaves typing.
    _ = state.handle(.backspace, viewport: Self.viewport)
    #expect(Self.loads(state.finishKeys(viewport: Self.viewport)) == [CatalogQuery(searchText: "p", limit: 100)])
    _ = state.handle(.enter, viewport: Self.viewport)
    #expect(state.mode == .browsing)
    #expect(state.query.searchText == "p")
  }

  @Test func escapeClearsTheFilter() {
    var state = Self.loaded()
    _ = state.handle(.character("/"), viewport: Self.viewport)
    _ = state.handle(.character("x"), viewport: Self.viewport)
    _ = state.finishKeys(viewport: Self.viewport)
    let cleared = state.handle(.escape, viewport: Self.viewport)
    #expect(Self.loads(cleared) == [CatalogQuery(limit: 100)])
    #expect(state.mode == .browsing)
    #expect(state.query.searchText == nil)
  }

  /// The keys of one read (a paste) ask for one search, with all of their text; a key that is
  /// not typing asks first for what was typed before it, and Esc asks for nothing typed.
  @Test func theFilterTypedInOneReadIsAskedForOnce() {
    var state = Self.loaded()
    _ = state.handle(.character("/"), viewport: Self.viewport)
    var asked: [CatalogQuery] = []
    for character in String(repeating: "phone", count: 4_000) {
      asked += Self.loads(state.handle(.character(character), viewport: Self.viewport))
    }
    #expect(asked.isEmpty)
    let once = Self.loads(state.finishKeys(viewport: Self.viewport))
    #expect(once == [CatalogQuery(searchText: String(repeating: "phone", count: 4_000), limit: 100)])
    #expect(Self.loads(state.finishKeys(viewport: Self.viewport)).isEmpty, "asked once")

    _ = state.handle(.control("u"), viewport: Self.viewport)
    _ = state.handle(.character("p"), viewport: Self.viewport)
    #expect(Self.loads(state.handle(.enter, viewport: Self.viewport)) == [CatalogQuery(searchText: "p", limit: 100)])
    _ = state.handle(.character("/"), viewport: Self.viewport)
    _ = state.handle(.character("x"), viewport: Self.viewport)
    #expect(Self.loads(state.handle(.escape, viewport: Self.viewport)) == [CatalogQuery(limit: 100)])
  }

  /// Pasted text is text: typed into a filter (one line of it), never a command, never an answer.
  @Test func pastedTextIsNeverACommandOrAnAnswer() {
    var state = Self.loaded()
    #expect(state.handle(.pasted("qdy/"), viewport: Self.viewport).isEmpty, "no command from a paste")
    #expect(state.mode == .browsing)
    _ = state.handle(.character("d"), viewport: Self.viewport)
    #expect(state.isAsking)
    #expect(state.handle(.pasted("y"), viewport: Self.viewport).isEmpty, "a pasted y answers nothing")
    #expect(!state.isAsking)
    _ = state.handle(.character("/"), viewport: Self.viewport)
    _ = state.handle(.pasted("ph\none\t"), viewport: Self.viewport)
    #expect(state.draft == "phone")
    #expect(Self.loads(state.finishKeys(viewport: Self.viewport)) == [CatalogQuery(searchText: "phone", limit: 100)])
  }

  @Test func answersToAnOlderFilterAreIgnored() {
    var state = Self.loaded()
    _ = state.handle(.character("/"), viewport: Self.viewport)
    _ = state.handle(.character("p"), viewport: Self.viewport)
    let old = Self.loads(state.finishKeys(viewport: Self.viewport))[0]
    _ = state.handle(.character("h"), viewport: Self.viewport)
    _ = state.finishKeys(viewport: Self.viewport)
    #expect(
      state.receive(ProductQueryEvaluator().evaluate(old, over: Self.catalog), for: old, viewport: Self.viewport)
        .isEmpty)
    #expect(state.total == nil)
    #expect(state.product(at: 0) == nil)
  }

  /// ctrl-c never reaches the state: the full-screen session ends the program on it, as SIGINT.
  @Test func qQuitsButIsTextWhileTyping() {
    var state = Self.loaded()
    #expect(state.handle(.character("q"), viewport: Self.viewport) == [.quit])
    _ = state.handle(.character("/"), viewport: Self.viewport)
    #expect(!state.handle(.character("q"), viewport: Self.viewport).contains(.quit))
    #expect(state.draft == "q")
  }

  @Test func enterOpensTheSelectedProduct() {
    var state = Self.loaded()
    _ = state.handle(.character("j"), viewport: Self.viewport)
    #expect(state.handle(.enter, viewport: Self.viewport) == [.openDetail(ProductID(2))])
  }

  @Test func nextAndPreviousMatchFollowTheTitleAndWrap() {
    var state = Self.loaded(CatalogQuery(searchText: "phone", limit: 100))
    // Titles "Phone 10", "Phone 20"…; ids 25, 75… matched on their description only.
    let titles = { (state: ProductBrowserState) in state.selectedProduct?.title }
    #expect(titles(state) == "Phone 10")
    _ = state.handle(.character("n"), viewport: Self.viewport)
    #expect(titles(state) == "Phone 20")
    _ = state.handle(.character("N"), viewport: Self.viewport)
    _ = state.handle(.character("N"), viewport: Self.viewport)
    #expect(titles(state) == "Phone 250")
    #expect(state.notice == nil)
  }

  @Test func nextMatchWithoutAFilterSaysHowToMakeOne() {
    var state = Self.loaded()
    _ = state.handle(.character("n"), viewport: Self.viewport)
    #expect(state.notice == "no filter: press / to type one")
    #expect(state.selected == 0)
    _ = state.handle(.character("j"), viewport: Self.viewport)
    #expect(state.notice == nil)
  }

  @Test func sCyclesTheSortFieldAndSFlipsTheOrder() {
    var state = Self.loaded()
    var sorts: [ProductSort?] = []
    for _ in 0..<ProductBrowserState.sortCycleCount {
      let asked = Self.loads(state.handle(.character("s"), viewport: Self.viewport))
      #expect(asked.count == 1)
      sorts.append(state.query.sort)
    }
    #expect(sorts.map { $0?.field } == [.title, .price, .rating, .stock, .discountPercentage, .brand, .category, nil])
    let flipped = Self.loads(state.handle(.character("S"), viewport: Self.viewport))
    #expect(flipped == [CatalogQuery(sort: ProductSort(field: .id, order: .descending), limit: 100)])
    _ = state.handle(.character("s"), viewport: Self.viewport)
    #expect(state.query.sort == ProductSort(field: .title, order: .descending))
  }

  @Test func aFailedPageStopsLoadingUntilReload() {
    var state = ProductBrowserState(query: CatalogQuery(limit: 100))
    let first = Self.loads(state.settle(Self.viewport))[0]
    let failure = ErrorViewModel(message: "offline", remedy: nil, kind: .failure)
    state.receiveFailure(failure, for: first)
    #expect(state.failure == failure)
    #expect(!state.isLoading)
    #expect(state.settle(Self.viewport).isEmpty)
    #expect(Self.loads(state.handle(.character("r"), viewport: Self.viewport)) == [first])
    #expect(state.failure == nil)
  }

  @Test func reloadKeepsTheSelection() {
    var state = Self.loaded()
    for _ in 0..<5 { _ = state.handle(.down, viewport: Self.viewport) }
    let asked = Self.loads(state.handle(.character("r"), viewport: Self.viewport))
    #expect(asked == [CatalogQuery(limit: 100)])
    #expect(state.selected == 5)
    #expect(state.product(at: 5) == nil)
  }

  @Test func tabMovesTheKeysToTheDetailPane() {
    var state = Self.loaded()
    _ = state.handle(.tab, viewport: Self.viewport)
    #expect(state.focus == .detail)
    for _ in 0..<3 { _ = state.handle(.character("j"), viewport: Self.viewport) }
    #expect(state.detailTop == 3)
    #expect(state.selected == 0)
    _ = state.handle(.end, viewport: Self.viewport)
    #expect(state.detailTop == 30 - 12)
    _ = state.handle(.escape, viewport: Self.viewport)
    #expect(state.focus == .list)
    _ = state.handle(.down, viewport: Self.viewport)
    #expect(state.detailTop == 0)
  }

  @Test func questionMarkOpensTheKeysAndAnyKeyClosesThem() {
    var state = Self.loaded()
    _ = state.handle(.character("?"), viewport: Self.viewport)
    #expect(state.mode == .help)
    #expect(state.handle(.character("j"), viewport: Self.viewport).isEmpty)
    #expect(state.mode == .browsing)
    #expect(state.selected == 0)
  }

  @Test func limitZeroLoadsEverythingInOneRequest() {
    var state = ProductBrowserState(query: CatalogQuery(limit: 0))
    #expect(Self.loads(state.settle(Self.viewport)) == [CatalogQuery(limit: 0)])
    Self.answerAll([.load(CatalogQuery(limit: 0))], into: &state)
    #expect(state.product(at: 249)?.id == ProductID(250))
    #expect(Self.loads(state.handle(.end, viewport: Self.viewport)).isEmpty)
  }
}

/// `c` and a chosen category, in the state and through the presenter.
@MainActor
@Suite struct BrowserCategoryTests {
  @Test func cAsksForTheCategoriesAndEscClearsAChosenOne() {
    var state = ProductBrowserStateTests.loaded(CatalogQuery(category: CategorySlug("even"), limit: 100))
    #expect(state.handle(.character("c"), viewport: ProductBrowserStateTests.viewport) == [.openCategories])
    let commands = state.handle(.escape, viewport: ProductBrowserStateTests.viewport)
    #expect(state.query.category == nil)
    #expect(ProductBrowserStateTests.loads(commands).first?.category == nil)
  }

  @Test func aChosenCategoryNarrowsTheListAndKeepsTheOrder() async {
    let browser = BrowserUnderTest(size: ScreenSize(columns: 120, rows: 40), catalog: Catalog.of(50))
    await browser.presenter.viewIsReady()
    await browser.presenter.handle([.character("s"), .character("s")])
    #expect(browser.presenter.state?.query.sort?.field == .price)
    await browser.presenter.handle([.character("c")])
    #expect(browser.wireframe.presentedCategories == 1)
    await browser.presenter.show(ProductListRequest(category: "odd"))
    let query = browser.presenter.state?.query
    #expect(query?.category == CategorySlug("odd"))
    #expect(query?.sort?.field == .price)
    #expect(browser.view.lines.contains { $0.contains("category odd") })
    #expect(browser.interactor.begun.last?.category == "odd")
  }
}

extension ProductBrowserStateTests {
  @Test func eAndAAskForTheEditorsAndDAsksFirst() {
    var state = Self.loaded()
    _ = state.handle(.character("j"), viewport: Self.viewport)
    let id = try? #require(state.selectedProduct?.id)
    #expect(state.handle(.character("e"), viewport: Self.viewport) == id.map { [.editProduct($0)] })
    #expect(state.handle(.character("a"), viewport: Self.viewport) == [.addProduct])
    #expect(state.handle(.character("d"), viewport: Self.viewport).isEmpty)
    guard case .confirmingDelete(let asked, _) = state.mode else {
      Issue.record("d did not ask")
      return
    }
    #expect(asked == id)
    #expect(state.handle(.character("n"), viewport: Self.viewport).isEmpty)
    #expect(state.mode == .browsing)
    #expect(state.notice == "not deleted")
    _ = state.handle(.character("d"), viewport: Self.viewport)
    #expect(state.handle(.character("y"), viewport: Self.viewport) == id.map { [.deleteProduct($0)] })
    #expect(state.mode == .browsing)
  }

  @Test func anyKeyButYKeepsTheProduct() {
    for key in [BrowseKey.enter, .escape, .character("q"), .character("d"), .down] {
      var state = Self.loaded()
      _ = state.handle(.character("d"), viewport: Self.viewport)
      #expect(state.handle(key, viewport: Self.viewport).isEmpty, "\(key)")
      #expect(state.mode == .browsing)
    }
  }

  @Test func aFinishedChangeReloadsThePagesOnScreenAndKeepsTheSelection() {
    var state = Self.loaded()
    for _ in 0..<7 { _ = state.handle(.down, viewport: Self.viewport) }
    let commands = state.changeFinished("updated product 8: price 1 → 2", failed: false, viewport: Self.viewport)
    #expect(Self.loads(commands) == [CatalogQuery(limit: 100)])
    #expect(state.selected == 7)
    #expect(state.notice == "updated product 8: price 1 → 2")
    #expect(!state.noticeIsFailure)
    _ = state.changeFinished("error: permission denied", failed: true, viewport: Self.viewport)
    #expect(state.noticeIsFailure)
    _ = state.handle(.down, viewport: Self.viewport)
    #expect(state.notice == nil)
  }
}
