import DomainEntities

/// The detail use case's output boundary.
@MainActor
public protocol ProductDetailInteractorOutput: AnyObject {
  /// `conversion`: set when the request asked for prices in another currency.
  func presentProduct(_ product: Product, conversion: PriceConversion?)
  func presentPricingFailure(_ failure: PricingFailure)
  func presentInvalidRequest(_ error: RequestValidationError)
  func presentSourceFailure(_ error: CatalogSourceError)
}
