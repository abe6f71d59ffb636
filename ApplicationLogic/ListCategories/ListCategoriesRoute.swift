/// The categories open with nothing to say: they list what the catalog holds.
public struct ListCategoriesDestination: SceneDestination {
  public init() {}
}

extension CatalogRoute {
  public static var categories: Self { Self(ListCategoriesDestination()) }
}
