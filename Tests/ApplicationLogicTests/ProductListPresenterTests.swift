import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

@MainActor
@Suite struct ProductListPresenterTests {
  let interactor = ProductListInteractorInputSpy()
  let view = ProductListViewSpy()

  private func makePresenter(
    sizing: TableSizing = .fitted(width: 100), request: ProductListRequest = ProductListRequest()
  ) -> ProductListPresenter {
    let presenter = ProductListPresenter(
      interactor: interactor, request: request, sizing: sizing, vocabulary: StubVocabulary())
    presenter.view = view
    return presenter
  }

  private func response(_ products: [Product], total: Int? = nil, skip: Int = 0, query: CatalogQuery = CatalogQuery())
    -> ProductListResponse
  {
    ProductListResponse(query: query, page: ProductPage(products: products, total: total ?? products.count, skip: skip))
  }

  @Test(arguments: [TableSizing.exact, .fitted(width: 100)])
  func asksTheInteractorForItsRequestAndWhatItShowsWhenTheViewIsReady(sizing: TableSizing) async {
    let request = ProductListRequest(searchText: "phone", limit: "5")
    await makePresenter(sizing: sizing, request: request).viewIsReady()
    var asked = request
    asked.fields = ProductListPresenter.fields(shownBy: sizing)
    #expect(interactor.requests == [asked])
    // A table shows neither descriptions nor reviews: a source need not read them.
    #expect(asked.fields.isDisjoint(with: [.description, .details]))
  }

  /// The fields a table asks for are all its rows read: rows made from products kept to those
  /// fields (`Product.keeping`) are the rows of the whole products.
  @Test(arguments: [TableSizing.exact, .fitted(width: 100)])
  func rowsReadNoFieldBeyondThoseAskedFor(sizing: TableSizing) {
    let fields = ProductListPresenter.fields(shownBy: sizing)
    let pictured = Seeds.all.map { product in
      var pictured = product
      pictured.thumbnail = "https://cdn.example/\(product.id).webp"
      return pictured
    }
    makePresenter(sizing: sizing).presentProducts(response(pictured))
    makePresenter(sizing: sizing).presentProducts(response(pictured.map { $0.keeping(fields) }))
    #expect(view.viewModels.count == 2)
    #expect(view.viewModels.first == view.viewModels.last)
  }

  @Test func formatsRowsForPeople() {
    makePresenter().presentProducts(response([Seeds.mascara, Seeds.apple]))
    let table = view.viewModels.first?.table
    #expect(table?.columns.map(\.title) == ["ID", "TITLE", "BRAND", "CATEGORY", "PRICE", "RATING", "STOCK"])
    #expect(table?.texts.first == ["1", "Essence Mascara Lash Princess", "Essence", "beauty", "$9.99", "2.56 ★", "99"])
    // No brand is shown as a dash; no stock is flagged.
    #expect(table?.texts.last?[2] == "—")
    #expect(table?.rows.last?[6].style == .negative)
  }

  @Test func exactRowsKeepRawValues() {
    makePresenter(sizing: .exact).presentProducts(response([Seeds.mascara]))
    #expect(
      view.viewModels.first?.table.texts == [
        ["1", "Essence Mascara Lash Princess", "Essence", "beauty", "9.99", "2.56", "99"]
      ])
    #expect(view.viewModels.first?.summary == nil)
  }

  @Test func summarisesThePageAndHowToContinue() {
    makePresenter().presentProducts(response([Seeds.iPhone, Seeds.phoneCase], total: 10, skip: 2))
    #expect(view.viewModels.first?.summary == "Showing 3–4 of 10 products · next from 4")
  }

  @Test func anUnknownCategorySuggestsTheClosestKnownOne() {
    let known = [Category(slug: CategorySlug("smartphones"), name: "Smartphones", productCount: 1)]
    let query = CatalogQuery(category: CategorySlug("smartphone"))
    makePresenter().presentProducts(
      ProductListResponse(query: query, page: .empty, knownCategoriesWhenUnknown: known))
    #expect(
      view.viewModels.first?.emptyNotice
        == "no category \"smartphone\"; did you mean \"smartphones\"? open the category list")
  }

  @Test func anEmptySearchSaysWhatWasSearched() {
    makePresenter().presentProducts(response([], query: CatalogQuery(searchText: "zzz")))
    #expect(view.viewModels.first?.emptyNotice == "no products match \"zzz\"")
  }

  @Test func cellsAreMadeTerminalSafe() {
    var product = Seeds.mascara
    product.title = "Evil\u{1B}]0;title\u{07}"
    makePresenter().presentProducts(response([product]))
    #expect(view.viewModels.first?.table.texts.first?[1] == "Evil␛]0;title␇")
  }

  @Test func invalidRequestsBecomeInputErrors() {
    makePresenter().presentInvalidRequest(
      RequestValidationError(field: .skip, value: "x", problem: .notAWholeNumber(minimum: 0)))
    #expect(view.errors.first?.kind == .invalidInput)
    #expect(view.errors.first?.message.contains("<skip>") == true)
  }

  @Test func holdsItsViewWeakly() {
    let presenter = makePresenter()
    weak var weakView: ProductListViewSpy?
    do {
      let temporary = ProductListViewSpy()
      weakView = temporary
      presenter.view = temporary
    }
    #expect(weakView == nil)
  }
}
