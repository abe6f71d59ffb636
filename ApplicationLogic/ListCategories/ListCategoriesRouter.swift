import BusinessLogic
import DomainEntities

/// VIP: where the categories scene can go.
@MainActor
public protocol ListCategoriesRoutingLogic: AnyObject {
  func routeToProducts(inCategoryAt index: Int) async
}

/// VIP: the router reads the scene's data store to hand data to the next scene.
@MainActor
public protocol ListCategoriesDataPassing: AnyObject {
  var dataStore: (any ListCategoriesDataStore)? { get }
}

/// VIP router for the categories scene: a chosen category opens the product list filtered to it,
/// with the slug taken from the interactor's data store.
@MainActor
public final class ListCategoriesRouter: ListCategoriesRoutingLogic, ListCategoriesDataPassing {
  public weak var dataStore: (any ListCategoriesDataStore)?
  private weak var navigator: (any SceneNavigator)?

  public init(navigator: any SceneNavigator) {
    self.navigator = navigator
  }

  public func routeToProducts(inCategoryAt index: Int) async {
    guard let categories = dataStore?.categories, categories.indices.contains(index) else { return }
    let request = ProductListRequest(category: categories[index].slug.rawValue)
    await navigator?.navigate(to: .productList(request))
  }
}
