import BusinessLogic

/// Everything a list page shows, as its address carries it (`/?q=phone&sort=price&page=2`):
/// bookmarkable, shareable, and carried on to a product's page so that its previous and next
/// are the list's. Kept as typed; the list use case checks it, as it checks flags.
struct ListPageState: Equatable, Sendable {
  var search: String?
  var category: String?
  var sort: String?
  var order: String?
  var limit: String?
  var page: String?
  var currency: String?

  static let defaultLimit = 30
  /// The page sizes a page may ask for: a page is for reading, never the whole catalog.
  static let limits = 1...100
  /// Pages a list may have: beyond any catalog (10 billion products at 100 a page), and far
  /// from where a page's offset would overflow.
  static let pages = 1...100_000_000

  init(
    search: String? = nil, category: String? = nil, sort: String? = nil, order: String? = nil,
    limit: String? = nil, page: String? = nil, currency: String? = nil
  ) {
    (self.search, self.category, self.sort, self.order) = (search, category, sort, order)
    (self.limit, self.page, self.currency) = (limit, page, currency)
  }

  init(_ query: WebQuery) {
    func value(_ name: String) -> String? { query[name].flatMap { $0.isEmpty ? nil : $0 } }
    self.init(
      search: value("q"), category: value("category"), sort: value("sort"), order: value("order"),
      limit: value("limit"), page: value("page"), currency: value("currency"))
  }

  /// The query of its address, in a fixed order, the empty ones left out.
  var parameters: [(String, String?)] {
    [
      ("q", search), ("category", category), ("sort", sort), ("order", order), ("limit", limit), ("page", page),
      ("currency", currency),
    ]
  }

  /// The same list from the API, for the page's "the same data as JSON" (escaped): a search or a
  /// category by its route, the order and the page as the API's parameters. The API searches
  /// the whole catalog, so a search within a category links the search.
  var apiAddress: String {
    let path =
      search != nil
      ? "/products/search" : category.map { "/products/category/" + HTML.percentEncoded($0) } ?? "/products"
    let skip = (pageNumber - 1) * pageSize
    return HTML.address(
      path,
      [
        ("q", search), ("sortBy", sort), ("order", order), ("limit", limit),
        ("skip", skip > 0 && problem == nil ? String(skip) : nil),
      ])
  }

  /// The same list at another page (nil: the first).
  func at(page: Int?) -> ListPageState {
    var state = self
    state.page = page.map(String.init)
    return state
  }

  var pageNumber: Int { page.flatMap(Int.init).map { min(max($0, 1), Self.pages.upperBound) } ?? 1 }
  var pageSize: Int { limit.flatMap(Int.init).map { min(max($0, 1), Self.limits.upperBound) } ?? Self.defaultLimit }

  /// Why the state cannot be a page, in the words of its controls; nil when it can.
  var problem: String? {
    if let limit, Int(limit).map(Self.limits.contains) != true {
      return "page size \"\(limit)\" is not a whole number from 1 to 100"
    }
    if let page, Int(page).map(Self.pages.contains) != true {
      return "page \"\(page)\" is not a whole number from 1 to 100000000"
    }
    return nil
  }

  /// The list use case's request for this page (or for `skip` and `limit` of its own).
  func request(skip: Int? = nil, limit: Int? = nil) -> ProductListRequest {
    ProductListRequest(
      searchText: search, category: category, sortField: sort, sortOrder: order,
      limit: String(limit ?? pageSize), skip: String(skip ?? (pageNumber - 1) * pageSize), currency: currency)
  }
}
