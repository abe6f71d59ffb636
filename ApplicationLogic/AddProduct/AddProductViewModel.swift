import BusinessLogic

extension AddProduct.Save {
  /// What the view shows after an add: the one line (or a dry run's field list) and warnings.
  public typealias ViewModel = ProductChangeViewModel
}
