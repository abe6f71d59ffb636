import BusinessLogic

/// VIP: what the categories view can be told.
@MainActor
public protocol ListCategoriesDisplayLogic: AnyObject {
  func displayCategories(_ viewModel: ListCategories.Fetch.ViewModel)
  func displayError(_ viewModel: ErrorViewModel)
}
