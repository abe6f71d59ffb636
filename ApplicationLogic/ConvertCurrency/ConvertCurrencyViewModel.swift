/// One conversion, for people (`$100.00 = €95.24`) and for programs (`95.24`).
public struct ConvertCurrencyViewModel: Hashable, Sendable {
  /// `$100.00 = €95.24`, in the locale's way of writing money.
  public let sentence: String
  /// `1 USD = 0.952381 EUR · rates of 2024-11-22 from Frankfurter (…)`.
  public let details: String
  /// The machine values: the amount as given, the result at the target's minor units, the rate.
  public let amount: String
  public let from: String
  public let to: String
  public let result: String
  public let rate: String
  public let date: String
  public let warning: ErrorViewModel?
}

/// What the converter's screen can be told.
@MainActor
public protocol ConvertCurrencyView: AnyObject {
  func displayConversion(_ viewModel: ConvertCurrencyViewModel)
  func displayError(_ viewModel: ErrorViewModel)
}
