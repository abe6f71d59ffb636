import ApplicationLogic
import BusinessLogic
import DomainEntities

/// The catalog's first page (`/`): the list presenter's table as HTML, with the filters that
/// made it and links to its other pages. Every state is an address (`ListPageState`), so a list
/// can be bookmarked, shared and returned to.
@MainActor
final class ProductListPageView: ProductListView, WebScene {
  var presenter: (any ProductListPresenterInput)?
  private let state: ListPageState
  private let frame: PageFrame
  /// The categories scene's use case, for the category filter's choices (none if it fails: the
  /// box still takes any slug).
  private let categoryChoices: any ListCategoriesBusinessLogic & ListCategoriesDataStore
  private var categories: [Category] = []
  private var result = WebAnswer.message(500, "the list was not answered")

  init(
    state: ListPageState, frame: PageFrame, categoryChoices: any ListCategoriesBusinessLogic & ListCategoriesDataStore
  ) {
    (self.state, self.frame, self.categoryChoices) = (state, frame, categoryChoices)
  }

  func answer() async -> WebAnswer {
    await categoryChoices.fetchCategories(ListCategories.Fetch.Request())
    categories = categoryChoices.categories
    if let problem = state.problem {
      return .page(
        status: 400, page(results: alert(ErrorViewModel(message: problem, remedy: nil, kind: .invalidInput))))
    }
    await presenter?.viewIsReady()
    return result
  }

  func displayProducts(_ viewModel: ProductListViewModel) {
    var results = viewModel.warning.map(alert) ?? ""
    if let notice = viewModel.emptyNotice {
      results += "<p class=\"notice\" role=\"status\">\(HTML.text(notice))</p>"
    } else {
      results += table(viewModel)
      if let summary = viewModel.summary {
        results += "<p class=\"summary\">\(HTML.text(summary))</p>"
      }
      results += pages(viewModel)
    }
    result = .page(page(results: results))
  }

  func displayError(_ viewModel: ErrorViewModel) {
    result = .page(status: WebStatus.of(viewModel), page(results: alert(viewModel)))
  }

  private func page(results: String) -> [UInt8] {
    let title = state.search.map { "Search: \($0)" } ?? state.category.map { "Category: \($0)" } ?? "Products"
    return PageLayout.document(
      title: title, frame: frame,
      main: "<h1>\(HTML.text(title))</h1>" + filters() + "<section id=\"results\" aria-live=\"polite\">" + results
        + "</section>", json: state.apiAddress)
  }

  private func alert(_ error: ErrorViewModel) -> String {
    "<p class=\"alert\" role=\"alert\">\(HTML.text(WebText.sentence(error)))</p>"
  }

  private func table(_ viewModel: ProductListViewModel) -> String {
    HTMLTable.html(
      viewModel.table, caption: "Products", className: "products", optional: ["brand", "category", "stock"],
      marks: ["stock": [.warning: "low", .negative: "none"]],
      lead: { row, column in
        // Decorative beside the title it links with, so no words of its own (`alt=""`).
        guard frame.loadsImages, column == "title", row < viewModel.thumbnails.count,
          let address = viewModel.thumbnails[row].flatMap(HTML.externalAddress)
        else { return nil }
        return "<img class=\"thumb\" src=\"\(address)\" width=\"40\" height=\"40\" alt=\"\" loading=\"lazy\""
          + " referrerpolicy=\"no-referrer\">"
      }
    ) {
      row, column in
      guard column == "title" else { return nil }
      return HTML.address(
        "/product/" + HTML.percentEncoded(viewModel.productIDs[row].description),
        state.parameters + [("at", String(viewModel.skipped + row))])
    }
  }

  private func pages(_ viewModel: ProductListViewModel) -> String {
    let size = state.pageSize
    let count = max(1, (viewModel.total + size - 1) / size)
    let current = state.pageNumber
    var links: [String] = []
    if current > 1 {
      links.append(
        "<a rel=\"prev\" href=\"\(HTML.address("/", state.at(page: current == 2 ? nil : current - 1).parameters))\">← Previous</a>"
      )
    }
    links.append("<span>Page \(current) of \(count)</span>")
    if current < count {
      links.append("<a rel=\"next\" href=\"\(HTML.address("/", state.at(page: current + 1).parameters))\">Next →</a>")
    }
    return "<nav class=\"pages\" aria-label=\"Pages\">" + links.joined() + "</nav>"
  }

  private func filters() -> String {
    func text(_ name: String, _ label: String, _ value: String?, _ extra: String = "") -> String {
      "<div\(name == "q" ? " class=\"search\"" : "")><label for=\"f-\(name)\">\(label)</label>"
        + "<input id=\"f-\(name)\" name=\"\(name)\" value=\"\(HTML.text(value ?? ""))\"\(extra)></div>"
    }
    func select(_ name: String, _ label: String, _ value: String?, _ options: [(String, String)]) -> String {
      var html = "<div><label for=\"f-\(name)\">\(label)</label><select id=\"f-\(name)\" name=\"\(name)\">"
      for (option, words) in options {
        html +=
          "<option value=\"\(HTML.text(option))\"\(option == (value ?? "") ? " selected" : "")>\(HTML.text(words))</option>"
      }
      if let value, !options.contains(where: { $0.0 == value }) {
        html += "<option value=\"\(HTML.text(value))\" selected>\(HTML.text(value))</option>"
      }
      return html + "</select></div>"
    }
    let sorts =
      [("", "Relevance / id")]
      + ProductSortField.allCases.map { ($0.rawValue, HTML.capitalized(SortFieldWords.name(of: $0))) }
    return "<form class=\"filters\" role=\"search\" method=\"get\" action=\"/\">"
      + text(
        "q", "Search", state.search,
        " type=\"search\" placeholder=\"Title, brand, tag… (press /)\" autocomplete=\"off\"")
      + text("category", "Category", state.category, " autocapitalize=\"none\" list=\"categories\"")
      + "<datalist id=\"categories\">"
      + categories.map { "<option value=\"\(HTML.text($0.slug.rawValue))\">\(HTML.text($0.name))</option>" }.joined()
      + "</datalist>"
      + select("sort", "Sort by", state.sort, sorts)
      + select("order", "Order", state.order, [("", "Ascending"), ("desc", "Descending")])
      + select("limit", "Per page", state.limit, [("", "30"), ("10", "10"), ("100", "100")])
      + text(
        "currency", "Currency", state.currency,
        " maxlength=\"3\" placeholder=\"USD\" autocapitalize=\"characters\" list=\"currencies\"")
      + "<datalist id=\"currencies\">"
      + ["EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "SEK", "PLN"].map { "<option value=\"\($0)\">" }.joined()
      + "</datalist><div><button type=\"submit\">Apply</button></div></form>"
  }
}
