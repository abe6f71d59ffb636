import BusinessLogic

/// VIP: where the __command__ scene can go.
@MainActor
public protocol __Scene__RoutingLogic: AnyObject {
  /// The product list, as long as what the scene found. Fill in: the scene's own destinations.
  func routeToProducts() async
}

/// VIP: the router reads the scene's data store to hand what it found on.
@MainActor
public protocol __Scene__DataPassing: AnyObject {
  var dataStore: (any __Scene__DataStore)? { get }
}

@MainActor
public final class __Scene__Router: __Scene__RoutingLogic, __Scene__DataPassing {
  public weak var dataStore: (any __Scene__DataStore)?
  /// Weak: the navigator owns the scenes, and so, through them, this router.
  private weak var navigator: (any SceneNavigator)?

  public init(navigator: any SceneNavigator) {
    self.navigator = navigator
  }

  public func routeToProducts() async {
    guard let count = dataStore?.productCount else { return }
    await navigator?.navigate(to: .productList(ProductListRequest(limit: String(count))))
  }
}
