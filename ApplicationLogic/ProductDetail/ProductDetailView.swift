/// What the product-detail screen can be told (Clean Swift: `ProductDetailDisplayLogic`).
@MainActor
public protocol ProductDetailView: AnyObject {
  func displayProduct(_ viewModel: ProductDetailViewModel)
  func displayError(_ viewModel: ErrorViewModel)
}
