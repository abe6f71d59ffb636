import DomainEntities

/// VIP: what the categories view may ask its interactor.
@MainActor
public protocol ListCategoriesBusinessLogic: AnyObject {
  func fetchCategories(_ request: ListCategories.Fetch.Request) async
}

/// VIP: the state the categories scene keeps for its router to hand to the next scene.
@MainActor
public protocol ListCategoriesDataStore: AnyObject {
  var categories: [Category] { get }
}

/// VIP interactor for the categories scene. In Clean Swift the view owns the interactor and the
/// interactor owns the presenter; the presenter's reference to the view is the weak one.
@MainActor
public final class ListCategoriesInteractor: ListCategoriesBusinessLogic, ListCategoriesDataStore {
  public var presenter: (any ListCategoriesPresentationLogic)?
  public private(set) var categories: [Category] = []
  private let repository: any ProductRepository

  public init(repository: any ProductRepository) {
    self.repository = repository
  }

  public func fetchCategories(_ request: ListCategories.Fetch.Request) async {
    do {
      categories = try await repository.categories()
      presenter?.presentCategories(ListCategories.Fetch.Response(categories: categories))
    } catch {
      presenter?.presentSourceFailure(error)
    }
  }
}
