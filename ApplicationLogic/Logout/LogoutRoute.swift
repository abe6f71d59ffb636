import BusinessLogic

/// The Logout scene opens with its request.
extension Logout.SignOut.Request: SceneDestination {}

extension CatalogRoute {
  public static func logout(_ request: Logout.SignOut.Request) -> Self { Self(request) }
}
