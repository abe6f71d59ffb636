import BusinessLogic

/// A destination in the catalog, as a value: wireframes produce routes, tests assert them, and
/// the navigator in ExternalInterfaces turns them into assembled scenes.
public enum CatalogRoute: Hashable, Sendable {
  case productList(ProductListRequest)
  case productDetail(ProductDetailRequest)
  case categories
  /// The full-screen browser, starting from a list request.
  case productBrowser(ProductListRequest)
  case addProduct(ProductInput, dryRun: Bool)
  case editProduct(id: String, ProductInput, dryRun: Bool)
  case deleteProduct(id: String, DeleteConfirmation, dryRun: Bool)
  case currencies
  case convert(ConvertCurrencyRequest)
  /// The About scene; `openingHomePage` also opens the catalog's home page in the browser.
  case about(openingHomePage: Bool)
}
