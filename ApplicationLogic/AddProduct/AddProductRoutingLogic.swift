/// VIP: where the add scene can go.
@MainActor
public protocol AddProductRoutingLogic: AnyObject {
  /// The detail scene, with the product as stored.
  func routeToProductDetail() async
}
