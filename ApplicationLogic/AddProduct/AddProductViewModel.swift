import BusinessLogic

extension AddProduct.Save {
  /// What the view shows after an add: the one line (or a dry run's field list) and warnings.
  public typealias ViewModel = ProductChangeViewModel
}

/// VIP: what the add presenter tells its view.
@MainActor
public protocol AddProductDisplayLogic: AnyObject {
  /// A product can be added: the view may ask for it (open an editor on a template).
  func displayBlankProduct()
  func displayAddedProduct(_ viewModel: AddProduct.Save.ViewModel)
  func displayInvalidForm(_ viewModel: ProductFormFailureViewModel)
  func displayError(_ viewModel: ErrorViewModel)
}
