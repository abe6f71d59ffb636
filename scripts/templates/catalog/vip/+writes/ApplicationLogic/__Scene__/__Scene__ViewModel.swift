import BusinessLogic

/// VIP: what the __command__ view can be told. A change is shown as every write scene's is
/// (`ProductChangeViewModel`); a form's problems all at once.
@MainActor
public protocol __Scene__DisplayLogic: AnyObject {
  func display__Scene__(_ viewModel: ProductChangeViewModel)
  func displayInvalidForm(_ viewModel: ProductFormFailureViewModel)
  func displayError(_ viewModel: ErrorViewModel)
}
