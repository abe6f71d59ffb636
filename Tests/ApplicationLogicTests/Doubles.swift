import ApplicationLogic
import BusinessLogic
import DomainEntities

/// Words of a made-up interface, so tests see which words come from the vocabulary.
struct StubVocabulary: InterfaceVocabulary {
  func name(of field: RequestField) -> String { "<\(field.rawValue)>" }
  var howToListCategories: String { "open the category list" }
  var howToFindProductIDs: String { "browse the list" }
  func howToContinue(afterOffset offset: Int) -> String { "next from \(offset)" }
}

@MainActor
final class ProductListBusinessLogicSpy: ProductListBusinessLogic {
  var requests: [ProductListRequest] = []
  func loadProducts(_ request: ProductListRequest) async { requests.append(request) }
}

@MainActor
final class ProductListViewSpy: ProductListView {
  var viewModels: [ProductListViewModel] = []
  var errors: [ErrorViewModel] = []
  func displayProducts(_ viewModel: ProductListViewModel) { viewModels.append(viewModel) }
  func displayError(_ viewModel: ErrorViewModel) { errors.append(viewModel) }
}

@MainActor
final class ProductListWireframeSpy: ProductListWireframe {
  var presentedDetails: [ProductID] = []
  func presentDetail(of productID: ProductID) async { presentedDetails.append(productID) }
}

@MainActor
final class ProductDetailBusinessLogicSpy: ProductDetailBusinessLogic {
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
