import DomainEntities

/// Prices for people: dollars, thousands grouped, two decimals (`$1,899.99`). Written out rather
/// than left to a locale so that output is the same on every machine and in every test.
public struct MoneyFormatter: Sendable {
  public init() {}

  public func string(_ money: Money) -> String {
    let cents = Int64((abs(money.amount) * 100).rounded(.toNearestOrAwayFromZero))
    let dollars = String(cents / 100)
    var grouped = ""
    for (offset, digit) in dollars.enumerated() {
      if offset > 0, (dollars.count - offset) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    let fraction = cents % 100
    return (money.amount < 0 ? "-$" : "$") + grouped + "." + (fraction < 10 ? "0" : "") + String(fraction)
  }
}
