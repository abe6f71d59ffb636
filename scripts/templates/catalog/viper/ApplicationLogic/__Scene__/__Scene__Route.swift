import BusinessLogic

/// The __command__ scene opens with its request.
extension __Scene__Request: SceneDestination {}

extension CatalogRoute {
  public static func __scene__(_ request: __Scene__Request) -> Self { Self(request) }
}
