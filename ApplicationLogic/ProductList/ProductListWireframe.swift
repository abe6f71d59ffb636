import DomainEntities

/// Navigation out of the product list.
@MainActor
public protocol ProductListWireframe: AnyObject {
  func presentDetail(of productID: ProductID) async
}
