/// VIP: the delete interactor's output boundary.
@MainActor
public protocol DeleteProductPresentationLogic: AnyObject {
  func presentProductToDelete(_ response: DeleteProduct.Load.Response)
  func presentDeletedProduct(_ response: DeleteProduct.Delete.Response)
  func presentInvalidRequest(_ error: RequestValidationError)
  func presentWriteFailure(_ error: CatalogWriteError)
}
