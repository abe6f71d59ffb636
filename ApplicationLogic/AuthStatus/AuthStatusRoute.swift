import BusinessLogic

/// The auth status scene opens with its request.
extension AuthStatusRequest: SceneDestination {}

extension CatalogRoute {
  public static func authStatus(_ request: AuthStatusRequest) -> Self { Self(request) }
}
