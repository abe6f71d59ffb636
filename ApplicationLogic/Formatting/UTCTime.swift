import DomainEntities

/// A moment given in seconds since 1970, written for people in UTC (`2026-11-24 14:13 UTC`):
/// the same for everyone who reads it, whatever their time zone. The day comes from the one
/// calendar rule the program has (`RatesDate`), so no clock or calendar service is asked.
public enum UTCTime {
  public static func text(unixSeconds: Int) -> String {
    // A kept or served number may be any Int, Int.min too.
    let (days, secondOfDay) = RatesDate.dayAndSecond(ofUnixSeconds: unixSeconds)
    let date = RatesDate(dayNumber: days).map(\.description) ?? "day \(days)"
    return "\(date) \(two(secondOfDay / 3600)):\(two(secondOfDay % 3600 / 60)) UTC"
  }

  private static func two(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }
}
