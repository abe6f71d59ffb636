import ApplicationLogic
import BusinessLogic
import DomainEntities

/// Words of a made-up interface, so tests see which words come from the vocabulary.
struct StubVocabulary: InterfaceVocabulary {
  func name(of field: RequestField) -> String { "<\(field.rawValue)>" }
  var howToListCategories: String { "open the category list" }
  var howToFindProductIDs: String { "browse the list" }
  func howToContinue(afterOffset offset: Int) -> String { "next from \(offset)" }
  var howToAllowMoreTime: String { "wait longer" }
  var howToUseTheEmbeddedCatalog: String { "use the built-in catalog" }
  var howToGiveASource: String { "pick a file" }
  var howToMakeAWritableCopy: String { "save a copy" }
  var howToGiveAToken: String { "give a token" }
  var howToListCurrencies: String { "open the currency list" }
  var howToChooseRates: String { "pick a rates service" }
  var howToNameAServer: String { "name a server" }
  func howToGive(_ secret: SignInSecretKind) -> String { secret == .token ? "paste a token" : "type a password" }
  func howToSignIn(at origin: String) -> String { "sign in at \(origin)" }
  /// False stands for a server's visitors, who are not told where its stores are.
  var showsStoreDetail = true
  func shown(storeDetail: String) -> String? { showsStoreDetail ? storeDetail : nil }
}

@MainActor
final class ProductListInteractorInputSpy: ProductListInteractorInput {
  var requests: [ProductListRequest] = []
  var batchSizes: [Int] = []
  func loadProducts(_ request: ProductListRequest) async { requests.append(request) }
  func loadProducts(_ request: ProductListRequest, inBatchesOf batchSize: Int) async {
    requests.append(request)
    batchSizes.append(batchSize)
  }
}

@MainActor
final class ProductListViewSpy: ProductListView {
  var viewModels: [ProductListViewModel] = []
  var errors: [ErrorViewModel] = []
  func displayProducts(_ viewModel: ProductListViewModel) { viewModels.append(viewModel) }
  func displayError(_ viewModel: ErrorViewModel) { errors.append(viewModel) }
}

@MainActor
final class ProductBrowserWireframeSpy: ProductBrowserWireframe {
  var presentedDetails: [ProductID] = []
  var presentedCategories = 0
  /// The write scenes asked for, in order: `edit 3`, `add`, `delete 3`.
  var presentedChanges: [String] = []
  func presentDetail(of productID: ProductID) async { presentedDetails.append(productID) }
  func presentCategories() async { presentedCategories += 1 }
  var presentedAbout = 0
  func presentAbout() async { presentedAbout += 1 }
  func presentEditor(of productID: ProductID) async { presentedChanges.append("edit \(productID)") }
  func presentNewProduct() async { presentedChanges.append("add") }
  func presentDeletion(of productID: ProductID) async { presentedChanges.append("delete \(productID)") }
}

@MainActor
final class ProductDetailInteractorInputSpy: ProductDetailInteractorInput {
  var requests: [ProductDetailRequest] = []
  func loadProduct(_ request: ProductDetailRequest) async { requests.append(request) }
}

@MainActor
final class ProductDetailViewSpy: ProductDetailView {
  var viewModels: [ProductDetailViewModel] = []
  var errors: [ErrorViewModel] = []
  func displayProduct(_ viewModel: ProductDetailViewModel) { viewModels.append(viewModel) }
  func displayError(_ viewModel: ErrorViewModel) { errors.append(viewModel) }
}

@MainActor
final class ListCategoriesDisplayLogicSpy: ListCategoriesDisplayLogic {
  var viewModels: [ListCategories.Fetch.ViewModel] = []
  var errors: [ErrorViewModel] = []
  func displayCategories(_ viewModel: ListCategories.Fetch.ViewModel) { viewModels.append(viewModel) }
  func displayError(_ viewModel: ErrorViewModel) { errors.append(viewModel) }
}

@MainActor
final class SceneNavigatorSpy: SceneNavigator {
  var routes: [CatalogRoute] = []
  func navigate(to route: CatalogRoute) async { routes.append(route) }
  var dismissals = 0
  func dismiss() async { dismissals += 1 }
}

@MainActor
final class ListCategoriesDataStoreStub: ListCategoriesDataStore {
  var categories: [Category]
  init(categories: [Category]) { self.categories = categories }
}

extension TableViewModel {
  /// The cell texts, row by row.
  var texts: [[String]] { rows.map { $0.map(\.text) } }
}

/// Records what the browser's presenter asks of the use case; `answer` (when set) replies at once,
/// as a repository in memory would.
@MainActor
final class ProductBrowserInteractorInputSpy: ProductBrowserInteractorInput {
  var begun: [ProductListRequest] = []
  var loaded: [CatalogQuery] = []
  weak var output: (any ProductBrowserInteractorOutput)?
  /// Products to answer from with the real evaluator; nil leaves every page unanswered.
  var catalog: [Product]?

  var pricesAsked: [String] = []
  func loadPrices(in currency: String) async { pricesAsked.append(currency) }

  func begin(with request: ProductListRequest) {
    begun.append(request)
    if let query = try? CatalogRequestValidator().query(from: request) {
      output?.presentStart(query)
    } else if let error =
      (Result { () throws(RequestValidationError) in
        try CatalogRequestValidator().query(from: request)
      }).failureValue
    {
      output?.presentInvalidRequest(error)
    }
  }

  func loadPage(_ query: CatalogQuery) async {
    loaded.append(query)
    if let catalog { output?.presentPage(ProductQueryEvaluator().evaluate(query, over: catalog), for: query) }
  }
}

extension Result {
  fileprivate var failureValue: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

@MainActor
final class ProductBrowserViewSpy: ProductBrowserView {
  var screens: [ScreenViewModel] = []
  var errors: [ErrorViewModel] = []
  var closed = 0
  func displayScreen(_ viewModel: ScreenViewModel) { screens.append(viewModel) }
  func displayError(_ viewModel: ErrorViewModel) { errors.append(viewModel) }
  func close() { closed += 1 }

  /// The last frame's rows as text.
  var lines: [String] { screens.last?.plainLines ?? [] }
}

/// A catalog of `count` products with ids 1…count, for tests that scroll and page.
enum Catalog {
  static func of(_ count: Int) -> [Product] {
    (1...count).map { id in
      Product(
        id: ProductID(id), title: id % 10 == 0 ? "Phone \(id)" : "Item \(id)",
        description: id % 25 == 0 ? "a phone case" : "something", category: CategorySlug(id % 2 == 0 ? "even" : "odd"),
        price: Money(Double(1000 - id)), rating: Rating(Double(id % 5)), stock: id)
    }
  }
}

/// A browser presenter wired to spies at its three boundaries, answering from `catalog`.
@MainActor
struct BrowserUnderTest {
  let view = ProductBrowserViewSpy()
  let interactor = ProductBrowserInteractorInputSpy()
  let wireframe = ProductBrowserWireframeSpy()
  let presenter: ProductBrowserPresenter

  init(
    size: ScreenSize, request: ProductListRequest = ProductListRequest(), sourceName: String = "s",
    catalog: [Product]? = Seeds.all
  ) {
    presenter = ProductBrowserPresenter(
      interactor: interactor, wireframe: wireframe, request: request, sourceName: sourceName, size: size,
      vocabulary: StubVocabulary())
    presenter.view = view
    interactor.output = presenter
    interactor.catalog = catalog
  }
}
