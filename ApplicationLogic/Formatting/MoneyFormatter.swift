import DomainEntities

/// Prices for people: dollars, thousands grouped, two decimals (`$1,899.99`). Written out rather
/// than left to a locale so that output is the same on every machine and in every test.
/// Any finite amount a source can send is written: exactly up to a sextillion dollars (30
/// characters), in exponent form beyond (`$1.7976931348623157e+308`), so a table stays usable.
public struct MoneyFormatter: Sendable {
  public init() {}

  public func string(_ money: Money) -> String {
    let magnitude = abs(money.amount)
    let dollars: String
    let fraction: Int
    // From 2^52 on every Double is a whole number, and cents would not fit an Int64 far above
    // it: such amounts are written digit for digit, with no cents to round.
    if magnitude >= 1e21 || !magnitude.isFinite {
      return (money.amount < 0 ? "-$" : "$") + magnitude.description
    }
    if magnitude >= 0x1p52 {
      dollars = NumberText.wholeDigits(magnitude)
      fraction = 0
    } else {
      let cents = Int64((magnitude * 100).rounded(.toNearestOrAwayFromZero))
      dollars = String(cents / 100)
      fraction = Int(cents % 100)
    }
    var grouped = ""
    for (offset, digit) in dollars.enumerated() {
      if offset > 0, (dollars.count - offset) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return (money.amount < 0 ? "-$" : "$") + grouped + "." + (fraction < 10 ? "0" : "") + String(fraction)
  }
}
