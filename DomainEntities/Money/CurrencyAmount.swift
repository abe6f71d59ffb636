#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An amount of money in a named currency, held in decimal at the currency's minor units
/// (`8.57 EUR`, `1235 JPY`, `1.234 KWD`).
public struct CurrencyAmount: Hashable, Sendable {
  public let value: Decimal
  public let currency: CurrencyCode

  /// `value` rounded once to the currency's minor units, half away from zero (the rule cents
  /// have always been rounded by here, see `Money.roundedToCents`).
  public init(rounding value: Decimal, in currency: CurrencyCode) {
    self.value = Self.rounded(value, places: currency.minorUnits)
    self.currency = currency
  }

  /// The amount as plain decimal text with exactly the currency's minor units (`8.50`, `1235`),
  /// the form machine outputs carry.
  public var plainText: String {
    let places = currency.minorUnits
    // Foundation's Decimal has no negative zero: a rounded -0.001 is "0".
    var text = value.description
    guard places > 0 else { return text }
    let decimals = text.firstIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 } ?? -1
    if decimals < 0 { text += "." }
    return text + String(repeating: "0", count: places - max(decimals, 0))
  }

  /// Half away from zero: 2.345 is 2.35 and -2.345 is -2.35. Written on `Decimal`'s public
  /// parts, as FoundationEssentials has no `NSDecimalRound` (D100); tests prove the two equal.
  public static func rounded(_ value: Decimal, places: Int) -> Decimal {
    let dropped = -value.exponent - places
    guard dropped > 0, !value.isNaN else { return value }
    // The significand is the whole number of the value's digits, written without an exponent.
    let digits = Array(value.significand.description.utf8)
    let keptCount = digits.count - dropped
    var kept = Decimal(0)
    for digit in digits.prefix(max(keptCount, 0)) { kept = kept * 10 + Decimal(Int(digit) - 48) }
    if keptCount >= 0, digits[keptCount] >= UInt8(ascii: "5") { kept += 1 }
    // A zero signed minus would be NaN in Decimal, which has no negative zero.
    return kept.isZero ? Decimal(0) : Decimal(sign: value.sign, exponent: -places, significand: kept)
  }
}
