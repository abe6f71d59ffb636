/// VIP: the edit interactor's output boundary.
@MainActor
public protocol EditProductPresentationLogic: AnyObject {
  func presentProductToEdit(_ response: EditProduct.Load.Response)
  /// Also when nothing changed (`changesNothing`): that is an answer, not a failure.
  func presentSavedProduct(_ response: EditProduct.Save.Response)
  func presentInvalidRequest(_ error: RequestValidationError)
  func presentInvalidForm(_ problems: ProductFormProblems)
  func presentWriteFailure(_ error: CatalogWriteError)
}
