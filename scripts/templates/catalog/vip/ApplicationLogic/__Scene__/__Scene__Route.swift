import BusinessLogic

/// The __command__ scene opens with its request.
extension __Scene__.__UseCase__.Request: SceneDestination {}

extension CatalogRoute {
  public static func __scene__(_ request: __Scene__.__UseCase__.Request) -> Self { Self(request) }
}
