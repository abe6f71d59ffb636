import DomainEntities

/// Why prices cannot be shown in the currency asked for.
public enum PricingFailure: Error, Hashable, Sendable {
  /// Not three letters.
  case malformedCurrency(String)
  /// Three letters the rates do not have; `known` are the ones they do.
  case unknownCurrency(CurrencyCode, known: [CurrencyCode])
  /// No rates could be had, fresh or kept.
  case noRates(RatesFailure)
  /// The scene was assembled without a rates service.
  case noRatesService
}
