import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Catalog prices in another currency: the rates to use, and the rule that converts a product's
/// price and discounted price with them. Each amount is computed in decimal from the catalog's
/// numbers and rounded once, to the target's minor units; the discounted price is discounted
/// before converting, not converted and then discounted again from a rounded figure.
public struct PriceConversion: Hashable, Sendable {
  public let target: CurrencyCode
  public let answer: RatesAnswer

  public init(target: CurrencyCode, answer: RatesAnswer) {
    (self.target, self.answer) = (target, answer)
  }

  public var rates: ExchangeRates { answer.rates }

  /// Units of the target per unit of the catalog's currency, unrounded; nil only when the
  /// rates lack either (a conversion is made only once both are known).
  public var rate: Decimal? { rates.rate(from: .catalog, to: target) }

  /// Nil for a price decimal arithmetic cannot hold (beyond 10^38), which has no converted
  /// figure worth showing.
  public func quote(_ product: Product) -> PriceQuote? {
    guard let price = product.price.decimal, let kept = product.discount.keptPercentage,
      let converted = rates.convert(price, from: .catalog, to: target),
      let discounted = rates.convert(price * kept / 100, from: .catalog, to: target)
    else { return nil }
    return PriceQuote(price: converted, discountedPrice: discounted)
  }

  /// The price alone, for the lists, which show no discounted price: the same figure as
  /// `quote(product)?.price`, without computing the other.
  public func price(_ product: Product) -> CurrencyAmount? {
    product.price.decimal.flatMap { rates.convert($0, from: .catalog, to: target) }
  }
}
