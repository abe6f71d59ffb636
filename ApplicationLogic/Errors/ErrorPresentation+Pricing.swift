import BusinessLogic
import DomainEntities

/// The words for exchange rates and currencies.
extension ErrorPresentation {
  public func viewModel(for failure: PricingFailure) -> ErrorViewModel {
    switch failure {
    case .malformedCurrency(let text):
      return ErrorViewModel(
        message: "invalid currency \"\(safe(text))\": a currency is a three-letter code such as EUR",
        remedy: vocabulary.howToListCurrencies, kind: .invalidInput)
    case .unknownCurrency(let code, let known):
      let guess = ClosestMatch.suggestion(for: code.rawValue, among: known.map(\.rawValue))
      return ErrorViewModel(
        message: "the exchange rates have no currency \(code)",
        remedy: (guess.map { "did you mean \($0)? " } ?? "") + vocabulary.howToListCurrencies, kind: .invalidInput)
    case .noRates(let failure):
      let (reason, remedy) = words(for: failure)
      var model = ErrorViewModel(
        message:
          "cannot get exchange rates from \(vocabulary.shown(ratesLocation: failure.provenance.location)): \(reason)",
        remedy: remedy, kind: .failure)
      // A service elsewhere that failed is the upstream's fault (a server answers 502).
      if failure.provenance.kind != .file { model.cause = .upstream }
      return model
    case .noRatesService:
      return ErrorViewModel(
        message: "prices cannot be converted here: there is no exchange rates service",
        remedy: vocabulary.howToChooseRates, kind: .invalidInput)
    }
  }

  /// The warning that kept rates are being used because fresh ones could not be had; nil when
  /// the rates are fresh.
  public func warning(for answer: RatesAnswer) -> ErrorViewModel? {
    guard let failure = answer.fallback else { return nil }
    return ErrorViewModel(
      message:
        "cannot get fresh exchange rates from \(vocabulary.shown(ratesLocation: failure.provenance.location)) (\(words(for: failure).reason)); "
        + "using the saved rates of \(answer.rates.date)",
      remedy: nil, kind: .warning)
  }

  public func viewModel(forInvalidAmount text: String) -> ErrorViewModel {
    ErrorViewModel(
      message: "invalid amount \"\(safe(text))\": expected a number such as 100 or 24.99",
      remedy: "write the amount with a point for decimals and no grouping, e.g. catalog convert 1234.5 USD EUR",
      kind: .invalidInput)
  }

  func words(for failure: RatesFailure) -> (reason: String, remedy: String) {
    switch failure.reason {
    case .source(let source):
      // The catalog's remedies speak of --source; these are about the rates.
      let check = failure.provenance.kind == .file ? "check the path" : "check the connection and the URL"
      return (words(for: source).reason, check + "; or " + vocabulary.howToChooseRates)
    case .unreadable(let defect):
      let reason =
        switch defect {
        case .notJSON(let status?, let isHTML):
          "it answered HTTP \(status) with \(isHTML ? "an HTML page" : "something that is not JSON"), not rates"
        case .notJSON(nil, _): "it is neither rates as JSON nor the ECB's XML reference file"
        case .tooLarge(let limit): "its answer is larger than \(limit >> 20) MB, far more than rates need"
        case .tooManyRates(let limit): "its answer holds more than \(limit) rates, more than there are currencies"
        case .datedAfterToday(let date): "its rates are dated \(date), after today"
        case .unexpectedShape(let member): "its answer has no \"\(safe(member))\" of the expected shape"
        case .invalidDate(let date): "its date \"\(safe(date))\" is not a day written YYYY-MM-DD"
        case .notReferenceFile: "it is not the ECB's reference file (no Cube with a time and rates)"
        case .noRates: "its answer holds no rates"
        }
      return (reason, vocabulary.howToChooseRates)
    }
  }
}
