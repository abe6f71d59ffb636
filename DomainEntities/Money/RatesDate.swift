/// The calendar day a set of exchange rates was published for (`2024-11-22`, UTC), as the rates
/// services write it. Ordered as days are.
public struct RatesDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// `YYYY-MM-DD` exactly; nil for any other text or a day that does not exist.
  public init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  public var description: String {
    func padded(_ value: Int, _ width: Int) -> String {
      String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
    }
    return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
  }

  /// Days since 1970-01-01 (negative before it), for stepping through the calendar.
  public var dayNumber: Int {
    // Howard Hinnant's days_from_civil.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// A moment in seconds since 1970 as the number of its day (UTC) and the second of that day.
  /// Floor division without negating: a moment before 1970 falls in the day before, and any
  /// Int, `Int.min` too, is split without overflow.
  public static func dayAndSecond(ofUnixSeconds seconds: Int) -> (dayNumber: Int, second: Int) {
    (seconds / 86_400 - (seconds % 86_400 < 0 ? 1 : 0), (seconds % 86_400 + 86_400) % 86_400)
  }

  /// The day with this number (see `dayNumber`).
  public init?(dayNumber: Int) {
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
  }

  /// The day of the week, 0 for Sunday to 6 for Saturday.
  public var weekday: Int {
    // 1970-01-01 was a Thursday (weekday 4 with Sunday as 0).
    ((dayNumber % 7) + 7 + 4) % 7
  }

  /// Saturday and Sunday: no reference rates are published on them.
  public var isWeekend: Bool {
    weekday == 0 || weekday == 6
  }

  public static func < (lhs: RatesDate, rhs: RatesDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  private static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
