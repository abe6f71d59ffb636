/// What the converter's screen can be told.
@MainActor
public protocol ConvertCurrencyView: AnyObject {
  func displayConversion(_ viewModel: ConvertCurrencyViewModel)
  func displayError(_ viewModel: ErrorViewModel)
}
