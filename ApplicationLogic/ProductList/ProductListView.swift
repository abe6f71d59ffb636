/// What the product-list screen can be told (Clean Swift: `ProductListDisplayLogic`).
@MainActor
public protocol ProductListView: AnyObject {
  func displayProducts(_ viewModel: ProductListViewModel)
  func displayError(_ viewModel: ErrorViewModel)
}
