#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An amount in the catalog's single currency (US dollars, as DummyJSON prices are).
///
/// The amount keeps the source's binary value rather than whole cents: exports must round-trip
/// the catalog's numbers exactly, and rounding is a display decision made by presenters.
public struct Money: Hashable, Comparable, Sendable {
  public let amount: Double

  public init(_ amount: Double) {
    self.amount = amount
  }

  /// The amount rounded half away from zero to whole cents, the precision a price is quoted in.
  /// From 2^52 on an amount is already whole (and times 100 could overflow to infinity).
  public var roundedToCents: Money {
    guard abs(amount) < 0x1p52 else { return self }
    return Money((amount * 100).rounded(.toNearestOrAwayFromZero) / 100)
  }

  public static func < (lhs: Money, rhs: Money) -> Bool {
    lhs.amount < rhs.amount
  }
}

extension Money {
  /// The amount as the decimal the catalog wrote (`9.99` is 9.99, not the nearest binary
  /// fraction): Swift prints a `Double` as the shortest text that reads back to it, which is
  /// the text a catalog's JSON had. Nil for amounts decimal arithmetic cannot hold.
  public var decimal: Decimal? {
    guard amount.isFinite, abs(amount) < 1e38 else { return nil }
    return Decimal(string: amount.description)
  }
}
