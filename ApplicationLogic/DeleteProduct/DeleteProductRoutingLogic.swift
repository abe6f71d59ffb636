/// VIP: where the delete scene can go.
@MainActor
public protocol DeleteProductRoutingLogic: AnyObject {
  /// The detail scene, with the product as it was before it was deleted.
  func routeToProductDetail() async
}
