import BusinessLogic
import DomainEntities
import Foundation

/// Shared rates for the pricing tests: EUR-based, as the ECB publishes them.
enum SeedRates {
  static func code(_ text: String) -> CurrencyCode { CurrencyCode(text) ?? .catalog }
  static let provenance = RatesProvenance(kind: .frankfurter, location: "http://rates.test/v1")
  static let rates = ExchangeRates(
    base: .euro, date: .seed,
    rates: [
      code("USD"): (Decimal(string: "1.0412") ?? .nan), code("JPY"): (Decimal(string: "161.23") ?? .nan),
      code("KWD"): (Decimal(string: "0.3205") ?? .nan),
    ])
  static let answer = RatesAnswer(rates: rates, provenance: provenance)
}

/// A rates service that answers from memory and counts the questions.
final class StubRatesService: ExchangeRateService, @unchecked Sendable {
  // Unchecked: tests call it from the main actor only, one call at a time.
  var result: Result<RatesAnswer, RatesFailure>
  var names: [CurrencyCode: String] = [:]
  private(set) var asked = 0

  init(_ result: Result<RatesAnswer, RatesFailure> = .success(SeedRates.answer)) {
    self.result = result
  }

  func latestRates() async throws(RatesFailure) -> RatesAnswer {
    asked += 1
    return try result.get()
  }

  func currencyNames() async -> [CurrencyCode: String] { names }
}
