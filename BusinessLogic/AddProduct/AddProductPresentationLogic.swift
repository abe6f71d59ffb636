/// VIP: the add interactor's output boundary.
@MainActor
public protocol AddProductPresentationLogic: AnyObject {
  func presentBlankProduct(_ response: AddProduct.Prepare.Response)
  func presentAddedProduct(_ response: AddProduct.Save.Response)
  func presentInvalidForm(_ problems: ProductFormProblems)
  func presentWriteFailure(_ error: CatalogWriteError)
}
