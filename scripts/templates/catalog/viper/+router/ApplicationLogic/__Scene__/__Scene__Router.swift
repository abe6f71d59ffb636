import BusinessLogic

/// VIPER: where the __command__ scene can go.
@MainActor
public protocol __Scene__Wireframe: AnyObject {
  /// The product list. Fill in: the scene's own destinations.
  func presentProducts() async
}

/// Turns where the scene asks to go into routes.
@MainActor
public final class __Scene__Router: __Scene__Wireframe {
  /// Weak: the navigator owns the scenes, and so, through them, this router.
  private weak var navigator: (any SceneNavigator)?

  public init(navigator: any SceneNavigator) {
    self.navigator = navigator
  }

  public func presentProducts() async {
    await navigator?.navigate(to: .productList(ProductListRequest()))
  }
}
