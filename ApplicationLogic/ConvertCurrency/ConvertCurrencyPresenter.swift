import BusinessLogic
import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the converter's view may ask of its presenter.
@MainActor
public protocol ConvertCurrencyPresenterInput: AnyObject {
  func viewIsReady() async
}

/// The converter's presenter: asks the use case for the conversion the command line names, and
/// writes it in the locale's way for people and as plain numbers for programs.
@MainActor
public final class ConvertCurrencyPresenter: ConvertCurrencyPresenterInput, ConvertCurrencyInteractorOutput {
  /// Weak: the view owns this presenter.
  public weak var view: (any ConvertCurrencyView)?
  private let interactor: any ConvertCurrencyInteractorInput
  private let request: ConvertCurrencyRequest
  private let errors: ErrorPresentation
  private let money: PriceFormatter

  public init(
    interactor: any ConvertCurrencyInteractorInput, request: ConvertCurrencyRequest,
    vocabulary: any InterfaceVocabulary,
    money: PriceFormatter = PriceFormatter()
  ) {
    self.interactor = interactor
    self.request = request
    self.errors = ErrorPresentation(vocabulary: vocabulary)
    self.money = money
  }

  public func viewIsReady() async {
    await interactor.convert(request)
  }

  public func presentConversion(_ response: ConvertCurrencyResponse) {
    let result = response.result
    // The amount keeps every decimal it was typed with, and at least its currency's.
    let typedPlaces = max(0, -Int(response.amount.exponent))
    let amount = CurrencyAmount(rounding: response.amount, in: response.from)
    let shownAmount =
      typedPlaces > response.from.minorUnits
      ? response.amount.description + " " + response.from.rawValue : money.string(amount)
    let rate = RatesWords.rate(response.rate)
    let answer = response.answer
    view?.displayConversion(
      ConvertCurrencyViewModel(
        sentence: shownAmount + " = " + money.string(result),
        details: "1 \(response.from) = \(rate) \(result.currency) · rates of \(answer.rates.date) from "
          + RatesWords.source(answer.provenance, in: errors.vocabulary),
        amount: response.amount.description, from: response.from.rawValue, to: result.currency.rawValue,
        result: result.plainText, rate: rate, date: answer.rates.date.description,
        warning: errors.warning(for: answer)))
  }

  public func presentInvalidAmount(_ text: String) {
    view?.displayError(errors.viewModel(forInvalidAmount: text))
  }

  public func presentPricingFailure(_ failure: PricingFailure) {
    view?.displayError(errors.viewModel(for: failure))
  }
}
