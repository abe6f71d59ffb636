/// The currencies open with nothing to say: they list what the rates service quotes.
public struct ListCurrenciesDestination: SceneDestination {
  public init() {}
}

extension CatalogRoute {
  public static var currencies: Self { Self(ListCurrenciesDestination()) }
}
