import DomainEntities

/// The list use case's output boundary (Clean Swift calls it `ProductListPresentationLogic`).
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
