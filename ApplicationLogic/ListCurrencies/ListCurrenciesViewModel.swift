/// The currencies, ready to place: a table for people, the same rows as values for programs.
public struct ListCurrenciesViewModel: Hashable, Sendable {
  public struct Row: Hashable, Sendable {
    public let code: String
    public let name: String
    /// Units of the currency per unit of the catalog's, as `RatesWords.rate` writes it.
    public let rate: String
  }

  public let table: TableViewModel
  public let rows: [Row]
  /// The rates' date, `YYYY-MM-DD`.
  public let date: String
  /// Under a table for people: the rates' date and source.
  public let footnote: String?
  public let warning: ErrorViewModel?
}

/// What the currencies screen can be told.
@MainActor
public protocol ListCurrenciesView: AnyObject {
  func displayCurrencies(_ viewModel: ListCurrenciesViewModel)
  func displayError(_ viewModel: ErrorViewModel)
}
