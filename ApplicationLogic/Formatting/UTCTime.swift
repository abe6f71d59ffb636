/// A moment given in seconds since 1970, written for people in UTC (`2026-11-24 14:13 UTC`):
/// the same for everyone who reads it, whatever their time zone. Civil dates from days since
/// 1970 by the proleptic Gregorian calendar, so no clock or calendar service is asked.
public enum UTCTime {
  public static func text(unixSeconds: Int) -> String {
    let days = unixSeconds >= 0 ? unixSeconds / 86_400 : -((-unixSeconds + 86_399) / 86_400)
    let secondOfDay = unixSeconds - days * 86_400
    let (year, month, day) = civil(daysSince1970: days)
    return "\(year)-\(two(month))-\(two(day)) \(two(secondOfDay / 3600)):\(two(secondOfDay % 3600 / 60)) UTC"
  }

  /// Year, month and day of a day counted from 1970-01-01, in eras of 400 years.
  static func civil(daysSince1970: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = daysSince1970 + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  private static func two(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }
}
