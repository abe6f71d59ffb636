import DomainEntities

/// The detail use case's output boundary.
@MainActor
public protocol ProductDetailInteractorOutput: AnyObject {
  func presentProduct(_ product: Product)
  func presentInvalidRequest(_ error: RequestValidationError)
  func presentSourceFailure(_ error: CatalogSourceError)
}
