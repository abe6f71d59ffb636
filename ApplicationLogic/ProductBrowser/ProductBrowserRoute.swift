import BusinessLogic

/// The browser opens on a list request, as the list does; a type of its own keeps the two
/// destinations apart.
public struct ProductBrowserDestination: SceneDestination {
  public var request: ProductListRequest

  public init(request: ProductListRequest) {
    self.request = request
  }
}

extension CatalogRoute {
  public static func productBrowser(_ request: ProductListRequest) -> Self {
    Self(ProductBrowserDestination(request: request))
  }
}
