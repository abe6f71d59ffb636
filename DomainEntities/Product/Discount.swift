/// A percentage taken off the list price, as the catalog states it (`10.48` means 10.48 % off).
public struct Discount: Hashable, Comparable, Sendable {
  public let percentage: Double

  public init(percentage: Double) {
    self.percentage = percentage
  }

  public static let none = Discount(percentage: 0)

  /// The price after this discount, quoted in whole cents.
  ///
  /// A percentage outside 0...100 is clamped: a catalog typo must not produce a negative price
  /// or a "discount" that raises it.
  public func applied(to price: Money) -> Money {
    let fraction = min(max(percentage, 0), 100) / 100
    return Money(price.amount * (1 - fraction)).roundedToCents
  }

  public static func < (lhs: Discount, rhs: Discount) -> Bool {
    lhs.percentage < rhs.percentage
  }
}
