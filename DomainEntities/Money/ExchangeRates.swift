#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One day's exchange rates as a service publishes them: how much of each currency one unit of
/// `base` buys. Any pair converts through the base (a cross rate), so one set serves every
/// conversion.
public struct ExchangeRates: Hashable, Sendable {
  public let base: CurrencyCode
  public let date: RatesDate
  /// Units of each currency per unit of `base`; the base itself is implied (1).
  public let rates: [CurrencyCode: Decimal]

  /// Rates that are not positive are left out: a zero or negative rate is no rate.
  public init(base: CurrencyCode, date: RatesDate, rates: [CurrencyCode: Decimal]) {
    self.base = base
    self.date = date
    self.rates = rates.filter { $0.key != base && $0.value > 0 }
  }

  /// Every currency these rates can convert, the base included, in code order.
  public var currencies: [CurrencyCode] {
    ([base] + rates.keys).sorted()
  }

  public func knows(_ currency: CurrencyCode) -> Bool {
    currency == base || rates[currency] != nil
  }

  /// Units of `target` per unit of `source`, unrounded; nil when either is unknown.
  public func rate(from source: CurrencyCode, to target: CurrencyCode) -> Decimal? {
    guard let from = units(of: source), let to = units(of: target) else { return nil }
    return to / from
  }

  /// `amount` of `source` in `target`, computed in decimal and rounded once, to the target's
  /// minor units. Multiplying before dividing keeps every digit the rates give.
  public func convert(_ amount: Decimal, from source: CurrencyCode, to target: CurrencyCode) -> CurrencyAmount? {
    guard let from = units(of: source), let to = units(of: target) else { return nil }
    return CurrencyAmount(rounding: amount * to / from, in: target)
  }

  private func units(of currency: CurrencyCode) -> Decimal? {
    currency == base ? 1 : rates[currency]
  }
}
