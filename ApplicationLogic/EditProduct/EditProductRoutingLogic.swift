/// VIP: where the edit scene can go.
@MainActor
public protocol EditProductRoutingLogic: AnyObject {
  /// The detail scene, with the product as saved.
  func routeToProductDetail() async
}
