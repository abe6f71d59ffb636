import BusinessLogic

/// VIP: what the edit presenter tells its view.
@MainActor
public protocol EditProductDisplayLogic: AnyObject {
  func displayProductToEdit(_ viewModel: EditProduct.Load.ViewModel)
  /// Also for a valid edit that changed nothing (`no changes to product 5`).
  func displaySavedProduct(_ viewModel: EditProduct.Save.ViewModel)
  func displayInvalidForm(_ viewModel: ProductFormFailureViewModel)
  func displayError(_ viewModel: ErrorViewModel)
}
