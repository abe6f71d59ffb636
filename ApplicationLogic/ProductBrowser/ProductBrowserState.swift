import BusinessLogic
import DomainEntities

/// The browser as a value: which query is shown, which of its pages are loaded or on their way,
/// where the selection and the panes are, and what the user is typing. Keys and answers go in,
/// commands come out; nothing here waits or draws, so every binding is a plain test.
public struct ProductBrowserState: Sendable {
  public enum Mode: Hashable, Sendable {
    case browsing
    /// Typing after `/`: the filter follows the keys, asked for once per read of them.
    case filtering
    /// The key list is open; any key closes it.
    case help
    /// `d` asked to delete this product: `y` deletes, any other key keeps it.
    case confirmingDelete(ProductID, title: String)
  }

  public enum Focus: Hashable, Sendable { case list, detail }

  /// The filter and order on screen. `limit` is the page size; `skip` is always 0.
  public private(set) var query: CatalogQuery
  public private(set) var mode = Mode.browsing
  public private(set) var focus = Focus.list
  /// The filter as typed so far, while filtering.
  public private(set) var draft = ""
  /// Whether `draft` changed since its search was last asked for (`finishKeys`).
  private var draftIsNew = false
  public private(set) var selected: Int
  /// The first row the list pane shows.
  public private(set) var listTop = 0
  /// The first line the detail pane shows.
  public private(set) var detailTop = 0
  /// How many products match; `nil` until the query's first page arrives.
  public private(set) var total: Int?
  /// Why the last page could not be loaded; `r` clears it and tries again.
  public private(set) var failure: ErrorViewModel?
  /// A one-off remark for the status line, gone after the next key.
  public private(set) var notice: String?
  /// Whether the notice reports a failure (a change that could not be made).
  public private(set) var noticeIsFailure = false
  private var pages: [Int: [Product]] = [:]
  /// The first products of the first page, shown while that page (and the count) is read.
  private var leading: [Product]?
  private var requested: Set<Int> = []
  private var endRequested = false

  /// Sort fields in the order `s` steps through them; `nil` is the catalog's own order.
  static let sortCycle: [ProductSortField?] = [
    nil, .title, .price, .rating, .stock, .discountPercentage, .brand, .category,
  ]

  /// How many presses of `s` come back to the catalog's own order.
  public static var sortCycleCount: Int { sortCycle.count }

  public init(query: CatalogQuery) {
    self.query = CatalogQuery(
      searchText: query.searchText, category: query.category, sort: query.sort, limit: query.limit, skip: 0)
    selected = query.skip
  }

  // MARK: Reading

  public var pageSize: Int { query.limit == 0 ? Int.max : query.limit }

  public func product(at row: Int) -> Product? {
    if pages[0] == nil, let leading, leading.indices.contains(row) { return leading[row] }
    guard row >= 0, let page = pages[row / pageSize] else { return nil }
    let offset = row - (row / pageSize) * pageSize
    return page.indices.contains(offset) ? page[offset] : nil
  }

  public var selectedProduct: Product? { product(at: selected) }

  public func isLoading(row: Int) -> Bool {
    requested.contains(row / pageSize)
  }

  public var isLoading: Bool { !requested.isEmpty }

  /// Whether any page of the current query has arrived.
  public var hasAnswer: Bool { total != nil }

  /// How many rows can be moved over: all of them once the count is known, else those shown.
  private var lastKnownRow: Int {
    max(0, (total ?? leading?.count ?? 1) - 1)
  }

  /// Whether the status line asks a question that the next key answers.
  public var isAsking: Bool {
    if case .confirmingDelete = mode { return true }
    return false
  }

  // MARK: Keys

  public mutating func handle(_ key: BrowseKey, viewport: BrowseViewport) -> [BrowseCommand] {
    notice = nil
    noticeIsFailure = false
    // The filter typed so far is asked for before any key that is not more typing (Esc drops it).
    let typed = isTyping(key) || (mode == .filtering && key == .escape) ? [] : askForDraft(viewport)
    return typed + apply(key, viewport: viewport)
  }

  /// Ends the keys of one read: the filter they typed is asked for, once. A paste of 20,000
  /// characters is one search, not 20,000 (each of which normalised and held the whole text).
  public mutating func finishKeys(viewport: BrowseViewport) -> [BrowseCommand] {
    askForDraft(viewport)
  }

  private func isTyping(_ key: BrowseKey) -> Bool {
    guard mode == .filtering else { return false }
    switch key {
    case .character, .backspace, .control("u"), .pasted: return true
    default: return false
    }
  }

  private mutating func askForDraft(_ viewport: BrowseViewport) -> [BrowseCommand] {
    guard draftIsNew else { return [] }
    draftIsNew = false
    let normalised = ProductSearch.normalise(draft)
    let searchText = normalised.isEmpty ? nil : normalised
    guard searchText != query.searchText else { return [] }
    return restart(searchText: searchText, sort: query.sort, viewport)
  }

  private mutating func apply(_ key: BrowseKey, viewport: BrowseViewport) -> [BrowseCommand] {
    switch mode {
    case .help:
      mode = .browsing
      return []
    case .confirmingDelete(let id, _):
      mode = .browsing
      if key == .character("y") || key == .character("Y") { return [.deleteProduct(id)] }
      notice = "not deleted"
      return []
    case .filtering:
      return handleFiltering(key, viewport: viewport)
    case .browsing:
      return handleBrowsing(key, viewport: viewport)
    }
  }

  private mutating func handleBrowsing(_ key: BrowseKey, viewport: BrowseViewport) -> [BrowseCommand] {
    switch key {
    case .character("q"): return [.quit]
    case .character("?"): mode = .help
    case .character("/"):
      mode = .filtering
      draft = ""
    case .character("n"): findMatch(forward: true, viewport: viewport)
    case .character("N"): findMatch(forward: false, viewport: viewport)
    case .character("s"): return changeSort(nextField(after: query.sort?.field), order: query.sort?.order, viewport)
    case .character("S"):
      let sort = query.sort ?? ProductSort(field: .id)
      return changeSort(sort.field, order: sort.order.flipped, viewport)
    case .character("r"): return reload(viewport)
    case .character("c"): return [.openCategories]
    case .character("i"): return [.openAbout]
    case .character("e"):
      if let product = selectedProduct { return [.editProduct(product.id)] }
    case .character("a"): return [.addProduct]
    case .character("d"):
      if let product = selectedProduct { mode = .confirmingDelete(product.id, title: product.title) }
    case .tab: focus = focus == .list ? .detail : .list
    case .enter:
      if let product = selectedProduct { return [.openDetail(product.id)] }
    case .escape:
      if focus == .detail {
        focus = .list
      } else if query.searchText != nil {
        return restart(searchText: nil, sort: query.sort, viewport)
      } else if query.category != nil {
        query = CatalogQuery(sort: query.sort, limit: query.limit)
        return restart(searchText: nil, sort: query.sort, viewport)
      }
    default:
      if focus == .detail {
        scrollDetail(key, viewport: viewport)
      } else {
        return moveSelection(key, viewport: viewport)
      }
    }
    return []
  }

  private mutating func handleFiltering(_ key: BrowseKey, viewport: BrowseViewport) -> [BrowseCommand] {
    switch key {
    case .enter:
      mode = .browsing
      return []
    case .escape:
      mode = .browsing
      draft = ""
      draftIsNew = false
      return query.searchText == nil ? [] : restart(searchText: nil, sort: query.sort, viewport)
    case .backspace:
      guard !draft.isEmpty else { return [] }
      draft.removeLast()
    case .control("u"):
      draft = ""
    case .character(let character):
      draft.append(character)
    case .pasted(let text):
      // One line of text: a paste's line breaks and control characters are not keys.
      draft += text.filter { character in
        !character.isNewline && !character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
      }
    case .up, .down, .pageUp, .pageDown:
      return moveSelection(key, viewport: viewport)
    default:
      return []
    }
    draftIsNew = true
    return []
  }

  private mutating func moveSelection(_ key: BrowseKey, viewport: BrowseViewport) -> [BrowseCommand] {
    guard let move = ScrollKeys.move(for: key, page: viewport.listRows) else { return [] }
    if move == .toEnd, total == nil {
      // The last row is known once an answer says how many there are.
      endRequested = true
    } else {
      select(ScrollKeys.apply(move, to: selected, last: lastKnownRow))
    }
    return settle(viewport)
  }

  private mutating func scrollDetail(_ key: BrowseKey, viewport: BrowseViewport) {
    guard let move = ScrollKeys.move(for: key, page: viewport.detailRows) else { return }
    detailTop = ScrollKeys.apply(move, to: detailTop, last: viewport.detailLineCount - viewport.detailRows)
  }

  private mutating func select(_ row: Int) {
    let clamped = min(max(0, row), lastKnownRow)
    if clamped != selected { detailTop = 0 }
    selected = clamped
  }

  /// `n`/`N`: the next loaded row, after the selection and wrapping round, whose title holds the
  /// filter; rows that matched on their description alone are passed over.
  private mutating func findMatch(forward: Bool, viewport: BrowseViewport) {
    guard let searchText = query.searchText, let total, total > 0 else {
      notice = "no filter: press / to type one"
      return
    }
    let search = ProductSearch(searchText)
    // Only loaded rows can be looked at, and a server may claim any total: walk the loaded
    // pages, never the row numbers up to the total.
    let loaded = pages.keys.sorted().flatMap { index in
      (pages[index] ?? []).indices.map { index * (query.limit == 0 ? 0 : pageSize) + $0 }
    }
    let after = loaded.filter { forward ? $0 > selected : $0 < selected }
    let before = loaded.filter { forward ? $0 < selected : $0 > selected }
    let candidates = forward ? after + before : after.reversed() + before.reversed()
    if let row = candidates.first(where: { product(at: $0).map { search.matches(text: $0.title) } ?? false }) {
      select(row)
      _ = settle(viewport)
      return
    }
    notice = "no other title contains \"\(TerminalSafeText.singleLine(searchText))\""
  }

  private func nextField(after field: ProductSortField?) -> ProductSortField? {
    let index = Self.sortCycle.firstIndex(of: field) ?? 0
    return Self.sortCycle[(index + 1) % Self.sortCycle.count]
  }

  private mutating func changeSort(
    _ field: ProductSortField?, order: SortOrder?, _ viewport: BrowseViewport
  ) -> [BrowseCommand] {
    let sort = field.map { ProductSort(field: $0, order: order ?? .ascending) }
    return restart(searchText: query.searchText, sort: sort, viewport)
  }

  // MARK: Pages

  /// A new filter or order: nothing loaded so far still applies; start at the top.
  private mutating func restart(
    searchText: String?, sort: ProductSort?, _ viewport: BrowseViewport
  ) -> [BrowseCommand] {
    query = CatalogQuery(searchText: searchText, category: query.category, sort: sort, limit: query.limit)
    selected = 0
    listTop = 0
    detailTop = 0
    return forget(viewport)
  }

  /// A change made from the browser has ended, as `message` says: the pages on screen are asked
  /// for again (the product changed, came or went), the selection kept where it was.
  public mutating func changeFinished(_ message: String, failed: Bool, viewport: BrowseViewport) -> [BrowseCommand] {
    notice = message
    noticeIsFailure = failed
    return forget(viewport)
  }

  /// `r`: the same query asked again, the selection kept.
  private mutating func reload(_ viewport: BrowseViewport) -> [BrowseCommand] {
    forget(viewport)
  }

  private mutating func forget(_ viewport: BrowseViewport) -> [BrowseCommand] {
    pages = [:]
    leading = nil
    requested = []
    total = nil
    failure = nil
    return settle(viewport)
  }

  /// Keeps the selection on screen and asks for the pages the screen will need: those it
  /// shows, and one screen ahead, so scrolling rarely meets a row still loading.
  public mutating func settle(_ viewport: BrowseViewport) -> [BrowseCommand] {
    let rows = viewport.listRows
    if selected < listTop { listTop = selected }
    if selected >= listTop + rows { listTop = selected - rows + 1 }
    if let total { listTop = max(0, min(listTop, total - rows)) }
    guard failure == nil else { return [] }
    let firstRow = max(0, min(listTop, selected))
    var lastRow = max(listTop + 2 * rows, selected)
    if let total {
      guard total > 0 else { return [] }
      lastRow = min(lastRow, total - 1)
    } else {
      // Until the first answer says how many there are, only the selection's page is asked for.
      lastRow = selected
    }
    var commands: [BrowseCommand] = []
    for index in (firstRow / pageSize)...(lastRow / pageSize)
    where pages[index] == nil && !requested.contains(index) {
      requested.insert(index)
      commands.append(.load(pageQuery(index)))
    }
    return commands
  }

  private func pageQuery(_ index: Int) -> CatalogQuery {
    CatalogQuery(
      searchText: query.searchText, category: query.category, sort: query.sort, limit: query.limit,
      skip: query.limit == 0 ? 0 : index * pageSize)
  }

  /// Whether a load of `query` is still wanted: a filter typed further, or cleared, since it was
  /// asked for makes it stale, and it is not run (`ProductBrowserPresenter`).
  public func awaits(_ query: CatalogQuery) -> Bool {
    isCurrent(query)
  }

  /// Whether an answer is for the query on screen (answers to older filters arrive late).
  private func isCurrent(_ answered: CatalogQuery) -> Bool {
    answered.searchText == query.searchText && answered.category == query.category
      && answered.sort == query.sort && answered.limit == query.limit
      && requested.contains(query.limit == 0 ? 0 : answered.skip / pageSize)
  }

  public mutating func receive(_ page: ProductPage, for answered: CatalogQuery, viewport: BrowseViewport)
    -> [BrowseCommand]
  {
    guard isCurrent(answered) else { return [] }
    let index = query.limit == 0 ? 0 : answered.skip / pageSize
    requested.remove(index)
    pages[index] = page.products
    leading = nil
    total = page.total
    if endRequested {
      endRequested = false
      selected = max(0, page.total - 1)
    }
    select(selected)
    return settle(viewport)
  }

  /// The first products of the first page, before the page itself: shown and moved over, the
  /// page still awaited (the count comes with it), and dropped when it arrives.
  public mutating func receiveLeading(_ products: [Product], for answered: CatalogQuery) {
    guard isCurrent(answered), answered.skip == 0, pages[0] == nil, total == nil else { return }
    leading = Array(products.prefix(pageSize))
  }

  public mutating func receiveFailure(_ error: ErrorViewModel, for answered: CatalogQuery) {
    guard isCurrent(answered) else { return }
    requested.remove(query.limit == 0 ? 0 : answered.skip / pageSize)
    failure = error
  }
}
