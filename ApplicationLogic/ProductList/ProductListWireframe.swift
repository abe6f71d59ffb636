import DomainEntities

/// Navigation out of the product list.
@MainActor
public protocol ProductListWireframe: AnyObject {
  func presentDetail(of productID: ProductID) async
  /// The categories, to choose one for the list.
  func presentCategories() async
}
