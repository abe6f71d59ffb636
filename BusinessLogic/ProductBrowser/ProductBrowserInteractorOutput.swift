import DomainEntities

/// The browse use case's output boundary. Every page and every failure names the query it
/// answers: pages arrive while the user keeps typing, and only the presenter knows which
/// answers are still wanted.
@MainActor
public protocol ProductBrowserInteractorOutput: AnyObject {
  func presentStart(_ query: CatalogQuery)
  func presentInvalidRequest(_ error: RequestValidationError)
  func presentPage(_ page: ProductPage, for query: CatalogQuery)
  /// The first products of `query`'s first page, before the page (and its count) is read.
  func presentLeading(_ products: [Product], for query: CatalogQuery)
  func presentPageFailure(_ error: CatalogSourceError, for query: CatalogQuery)
  func presentPrices(_ conversion: PriceConversion)
  func presentPricingFailure(_ failure: PricingFailure)
}
