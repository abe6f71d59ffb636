#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A percentage taken off the list price, as the catalog states it (`10.48` means 10.48 % off).
public struct Discount: Hashable, Comparable, Sendable {
  public let percentage: Double

  public init(percentage: Double) {
    self.percentage = percentage
  }

  public static let none = Discount(percentage: 0)

  /// The price after this discount, quoted in whole cents: computed in decimal and rounded once
  /// (half away from zero), so 0.29 at 50 % off is 0.15, where binary arithmetic gives 0.14.
  ///
  /// A percentage outside 0...100 is clamped: a catalog typo must not produce a negative price
  /// or a "discount" that raises it. Amounts too large to have cents are returned as they are.
  public func applied(to price: Money) -> Money {
    guard abs(price.amount) < 0x1p52, let amount = price.decimal, let kept = keptPercentage else {
      let fraction = min(max(percentage, 0), 100) / 100
      return Money(price.amount * (1 - fraction)).roundedToCents
    }
    let cents = CurrencyAmount.rounded(amount * kept / 100, places: 2)
    return Money(Double(cents.description) ?? price.amount)
  }

  /// What is left of a price after the discount, in percent (89.52 for 10.48 % off), as the
  /// catalog wrote the percentage; nil for a percentage that is not a number.
  public var keptPercentage: Decimal? {
    guard percentage.isFinite else { return nil }
    let clamped = min(max(percentage, 0), 100)
    return Decimal(string: clamped.description).map { 100 - $0 }
  }

  public static func < (lhs: Discount, rhs: Discount) -> Bool {
    lhs.percentage < rhs.percentage
  }
}
