import ApplicationLogic
import BusinessLogic
import DomainEntities
import Foundation
import Testing

@MainActor
final class ConvertCurrencyViewSpy: ConvertCurrencyView {
  var viewModels: [ConvertCurrencyViewModel] = []
  var errors: [ErrorViewModel] = []
  func displayConversion(_ viewModel: ConvertCurrencyViewModel) { viewModels.append(viewModel) }
  func displayError(_ viewModel: ErrorViewModel) { errors.append(viewModel) }
}

@MainActor
final class ListCurrenciesViewSpy: ListCurrenciesView {
  var viewModels: [ListCurrenciesViewModel] = []
  var errors: [ErrorViewModel] = []
  func displayCurrencies(_ viewModel: ListCurrenciesViewModel) { viewModels.append(viewModel) }
  func displayError(_ viewModel: ErrorViewModel) { errors.append(viewModel) }
}

@MainActor
final class MoneyInteractorInputSpy: ConvertCurrencyInteractorInput, ListCurrenciesInteractorInput {
  var conversions: [ConvertCurrencyRequest] = []
  var listings = 0
  func convert(_ request: ConvertCurrencyRequest) async { conversions.append(request) }
  func loadCurrencies() async { listings += 1 }
}

enum MoneySeeds {
  static func code(_ text: String) -> CurrencyCode { CurrencyCode(text) ?? .catalog }
  static let provenance = RatesProvenance(kind: .frankfurter, location: "http://rates.test/v1")
  static let rates = ExchangeRates(
    base: .euro, date: .seed,
    rates: [code("USD"): (Decimal(string: "1.0412") ?? .nan), code("JPY"): (Decimal(string: "161.23") ?? .nan)])
  static let answer = RatesAnswer(rates: rates, provenance: provenance)
  static let failure = RatesFailure(provenance: provenance, reason: .source(.connectionRefused))
}

/// The converter's and the currency list's presenters: locale words for people, plain values
/// for programs, and the saved-rates warning.
@MainActor
@Suite struct MoneyScenesPresenterTests {
  private func conversionViewModel(locale: String?, answer: RatesAnswer = MoneySeeds.answer, amount: String = "1234.5")
    -> ConvertCurrencyViewModel?
  {
    let view = ConvertCurrencyViewSpy()
    let presenter = ConvertCurrencyPresenter(
      interactor: MoneyInteractorInputSpy(), request: ConvertCurrencyRequest(amount: amount, from: "USD", to: "EUR"),
      vocabulary: StubVocabulary(), money: PriceFormatter(localeIdentifier: locale))
    presenter.view = view
    let value = Decimal(string: amount) ?? 0
    presenter.presentConversion(
      ConvertCurrencyResponse(
        amount: value, from: .catalog,
        result: answer.rates.convert(value, from: .catalog, to: .euro)
          ?? CurrencyAmount(rounding: 0, in: .euro),
        rate: answer.rates.rate(from: .catalog, to: .euro) ?? 0, answer: answer))
    return view.viewModels.first
  }

  @Test func theConversionReadsInTheLocaleAndAsPlainValues() throws {
    let german = try #require(conversionViewModel(locale: "de_DE"))
    #expect(german.sentence == "1.234,50\u{A0}$ = 1.185,65\u{A0}€")
    #expect(german.result == "1185.65")
    #expect(german.rate == "0.96043")
    #expect(german.date == "2024-11-22")
    #expect(german.details == "1 USD = 0.96043 EUR · rates of 2024-11-22 from Frankfurter (http://rates.test/v1)")
    #expect(german.warning == nil)
  }

  @Test func anAmountTypedWithMoreDecimalsKeepsThem() throws {
    #expect(try #require(conversionViewModel(locale: nil, amount: "0.125")).sentence.hasPrefix("0.125 USD = "))
  }

  @Test func savedRatesComeWithAWarningNamingTheirDate() throws {
    let saved = RatesAnswer(rates: MoneySeeds.rates, provenance: MoneySeeds.provenance, fallback: MoneySeeds.failure)
    let warning = try #require(conversionViewModel(locale: nil, answer: saved)?.warning)
    #expect(warning.kind == .warning)
    #expect(warning.message.contains("using the saved rates of 2024-11-22"))
    #expect(warning.message.contains("connection refused"))
  }

  @Test func theViewAsksForTheConversionOnTheCommandLine() async {
    let interactor = MoneyInteractorInputSpy()
    let request = ConvertCurrencyRequest(amount: "1", from: "USD", to: "JPY")
    await ConvertCurrencyPresenter(interactor: interactor, request: request, vocabulary: StubVocabulary()).viewIsReady()
    #expect(interactor.conversions == [request])
  }

  @Test func failuresUseTheInterfacesWords() {
    let view = ConvertCurrencyViewSpy()
    let presenter = ConvertCurrencyPresenter(
      interactor: MoneyInteractorInputSpy(), request: ConvertCurrencyRequest(amount: "x", from: "USD", to: "EUR"),
      vocabulary: StubVocabulary())
    presenter.view = view
    presenter.presentInvalidAmount("x")
    presenter.presentPricingFailure(.unknownCurrency(MoneySeeds.code("EUX"), known: MoneySeeds.rates.currencies))
    presenter.presentPricingFailure(.noRates(MoneySeeds.failure))
    #expect(view.errors.map(\.kind) == [.invalidInput, .invalidInput, .failure])
    #expect(view.errors[1].remedy == "did you mean EUR? open the currency list")
    #expect(view.errors[2].message == "cannot get exchange rates from http://rates.test/v1: connection refused")
    #expect(view.errors[2].remedy?.hasSuffix("pick a rates service") == true)
  }

  @Test func currenciesAreListedAgainstTheCatalogsCurrency() throws {
    let view = ListCurrenciesViewSpy()
    let presenter = ListCurrenciesPresenter(
      interactor: MoneyInteractorInputSpy(), sizing: .fitted(width: 80), vocabulary: StubVocabulary())
    presenter.view = view
    presenter.presentCurrencies(
      ListCurrenciesResponse(answer: MoneySeeds.answer, names: [MoneySeeds.code("JPY"): "Yen\u{1B}[31m"]))
    let model = try #require(view.viewModels.first)
    #expect(model.rows.map(\.code) == ["EUR", "JPY", "USD"])
    #expect(model.rows.map(\.rate) == ["0.96043", "154.850173", "1"])
    // A name from the service is catalog-like text: made safe. Others come from the locale data.
    #expect(model.rows.map(\.name) == ["Euro", "Yen␛[31m", "US Dollar"])
    #expect(model.footnote == "Rates of 2024-11-22 from Frankfurter (http://rates.test/v1)")
  }
}
