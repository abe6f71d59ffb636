import DomainEntities

/// The list use case's output boundary, in VIPER's words.
/// A presenter implements it; so can any other adapter that wants the results, such as an
/// exporter that writes them as JSON.
@MainActor
public protocol ProductListInteractorOutput: AnyObject {
  func presentProducts(_ response: ProductListResponse)
  func presentInvalidRequest(_ error: RequestValidationError)
  func presentSourceFailure(_ error: CatalogSourceError)
  /// Prices were asked for in another currency, and cannot be given in it.
  func presentPricingFailure(_ failure: PricingFailure)
}

/// What the list use case found, for a presenter to format.
public struct ProductListResponse: Hashable, Sendable {
  /// The validated query the page answers.
  public let query: CatalogQuery
  public let page: ProductPage
  /// Set only when a category filter matched no product and the category does not exist: the
  /// categories that do, so the user can be told what to type instead.
  public let knownCategoriesWhenUnknown: [Category]?
  /// Set when the request asked for prices in another currency.
  public let conversion: PriceConversion?

  public init(
    query: CatalogQuery, page: ProductPage, knownCategoriesWhenUnknown: [Category]? = nil,
    conversion: PriceConversion? = nil
  ) {
    self.query = query
    self.page = page
    self.knownCategoriesWhenUnknown = knownCategoriesWhenUnknown
    self.conversion = conversion
  }
}
