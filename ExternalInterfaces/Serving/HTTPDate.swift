import DomainEntities

/// The `Date` field every answer carries (RFC 9110 §6.6.1: a server with a clock sends one), as
/// IMF-fixdate: `Sun, 06 Nov 1994 08:49:37 GMT`. The day comes from the program's one calendar
/// rule (`RatesDate`); no formatter or locale is involved, so it is the same on every machine.
enum HTTPDate {
  private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  /// `unixSeconds` as IMF-fixdate; nil outside the years 1 to 9999, which it cannot write.
  static func text(unixSeconds: Int) -> String? {
    let (days, second) = RatesDate.dayAndSecond(ofUnixSeconds: unixSeconds)
    guard let date = RatesDate(dayNumber: days) else { return nil }
    let year = String(date.year)
    return "\(weekdays[date.weekday]), \(two(date.day)) \(months[date.month - 1]) "
      + String(repeating: "0", count: max(0, 4 - year.count)) + year
      + " \(two(second / 3600)):\(two(second % 3600 / 60)):\(two(second % 60)) GMT"
  }

  private static func two(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }
}
