import BusinessLogic

/// VIP: where a write scene can go.
@MainActor
public protocol ProductChangeRoutingLogic: AnyObject {
  /// The detail scene, with the product as stored (for `-o json`).
  func routeToProductDetail() async
}

/// VIP: the router reads the scene's data store to hand the product on.
@MainActor
public protocol ProductChangeDataPassing: AnyObject {
  var dataStore: (any ProductChangeDataStore)? { get }
}

/// The router of the three write scenes: hands the product in the scene's data store to the
/// detail scene, which shows it without reading it again. One type, because the three routes
/// are one rule.
@MainActor
public final class ProductChangeRouter: ProductChangeRoutingLogic, ProductChangeDataPassing {
  public weak var dataStore: (any ProductChangeDataStore)?
  private weak var navigator: (any SceneNavigator)?

  /// No navigator where the scene goes nowhere after its answer (over HTTP).
  public init(navigator: (any SceneNavigator)?) {
    self.navigator = navigator
  }

  public func routeToProductDetail() async {
    guard let product = dataStore?.product else { return }
    await navigator?.navigate(to: .productDetail(ProductDetailRequest(product: product)))
  }
}
