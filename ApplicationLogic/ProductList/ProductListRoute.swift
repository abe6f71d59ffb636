import BusinessLogic

/// The product list opens with its request: the query flags as typed.
extension ProductListRequest: SceneDestination {}

extension CatalogRoute {
  public static func productList(_ request: ProductListRequest) -> Self { Self(request) }
}
