/// What the currencies screen can be told.
@MainActor
public protocol ListCurrenciesView: AnyObject {
  func displayCurrencies(_ viewModel: ListCurrenciesViewModel)
  func displayError(_ viewModel: ErrorViewModel)
}
