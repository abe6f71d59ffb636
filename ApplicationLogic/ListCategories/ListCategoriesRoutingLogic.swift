/// VIP: where the categories scene can go.
@MainActor
public protocol ListCategoriesRoutingLogic: AnyObject {
  func routeToProducts(inCategoryAt index: Int) async
}
