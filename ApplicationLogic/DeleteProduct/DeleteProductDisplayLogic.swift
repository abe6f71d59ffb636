import BusinessLogic

/// VIP: what the delete presenter tells its view.
@MainActor
public protocol DeleteProductDisplayLogic: AnyObject {
  func displayConfirmation(_ viewModel: DeleteProduct.Load.ViewModel)
  func displayDeletedProduct(_ viewModel: DeleteProduct.Delete.ViewModel)
  func displayError(_ viewModel: ErrorViewModel)
}
