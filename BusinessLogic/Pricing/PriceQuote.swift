import DomainEntities

/// A product's price and discounted price in the currency a person asked for.
public struct PriceQuote: Hashable, Sendable {
  public let price: CurrencyAmount
  public let discountedPrice: CurrencyAmount

  public init(price: CurrencyAmount, discountedPrice: CurrencyAmount) {
    (self.price, self.discountedPrice) = (price, discountedPrice)
  }
}
