import BusinessLogic

/// The conversion opens with its request: the amount and the currencies as typed.
extension ConvertCurrencyRequest: SceneDestination {}

extension CatalogRoute {
  public static func convert(_ request: ConvertCurrencyRequest) -> Self { Self(request) }
}
