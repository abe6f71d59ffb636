import BusinessLogic
import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the currencies view may ask of its presenter.
@MainActor
public protocol ListCurrenciesPresenterInput: AnyObject {
  func viewIsReady() async
}

/// Formats the currencies the rates know: code, name and the rate against the catalog's
/// currency, with the rates' date and source.
@MainActor
public final class ListCurrenciesPresenter: ListCurrenciesPresenterInput, ListCurrenciesInteractorOutput {
  /// Weak: the view owns this presenter.
  public weak var view: (any ListCurrenciesView)?
  private let interactor: any ListCurrenciesInteractorInput
  private let table: TableLayout
  private let errors: ErrorPresentation
  private let names: CurrencyNames

  public init(
    interactor: any ListCurrenciesInteractorInput, sizing: TableSizing, vocabulary: any InterfaceVocabulary,
    money: PriceFormatter = PriceFormatter()
  ) {
    self.interactor = interactor
    self.table = TableLayout(sizing: sizing)
    self.errors = ErrorPresentation(vocabulary: vocabulary)
    self.names = CurrencyNames(localeIdentifier: money.localeIdentifier)
  }

  static let columns: [TableColumn] = [
    TableColumn(key: "code", title: "CODE"),
    TableColumn(key: "name", title: "NAME", shrinkPriority: 1, minimumWidth: 8),
    TableColumn(key: "rate", title: "PER 1 \(CurrencyCode.catalog)", alignment: .trailing),
  ]

  public func viewIsReady() async {
    await interactor.loadCurrencies()
  }

  public func presentCurrencies(_ response: ListCurrenciesResponse) {
    let rates = response.answer.rates
    let rows = rates.currencies.compactMap { code -> ListCurrenciesViewModel.Row? in
      guard let rate = rates.rate(from: .catalog, to: code) else { return nil }
      let name = TerminalSafeText.singleLine(response.names[code] ?? names.name(of: code))
      return ListCurrenciesViewModel.Row(code: code.rawValue, name: name, rate: RatesWords.rate(rate))
    }
    let cells = rows.map { row in
      [StyledText(row.code, style: .emphasis), StyledText(row.name), StyledText(row.rate)]
    }
    view?.displayCurrencies(
      ListCurrenciesViewModel(
        table: table.layout(columns: Self.columns, rows: cells), rows: rows, date: rates.date.description,
        footnote: table.sizing.isFitted
          ? "Rates of \(rates.date) from \(RatesWords.source(response.answer.provenance, in: errors.vocabulary))" : nil,
        warning: errors.warning(for: response.answer)))
  }

  public func presentPricingFailure(_ failure: PricingFailure) {
    view?.displayError(errors.viewModel(for: failure))
  }
}
