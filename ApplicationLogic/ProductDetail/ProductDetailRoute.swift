import BusinessLogic

/// The detail opens with its request: the product's id as typed, or the product itself.
extension ProductDetailRequest: SceneDestination {}

extension CatalogRoute {
  public static func productDetail(_ request: ProductDetailRequest) -> Self { Self(request) }
}
