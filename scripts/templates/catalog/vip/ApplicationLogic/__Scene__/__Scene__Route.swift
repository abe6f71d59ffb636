import BusinessLogic

/// The __command__ scene opens with its request.
extension __Scene__.Load.Request: SceneDestination {}

extension CatalogRoute {
  public static func __scene__(_ request: __Scene__.Load.Request) -> Self { Self(request) }
}
