import DomainEntities

/// When rates kept from an earlier answer may be used without asking the service again.
///
/// Reference rates are published once per working day, around 16:00 CET (15:00 UTC in winter,
/// 14:00 UTC in summer). Rates dated D are therefore the latest there can be until 15:00 UTC on
/// the first weekday after D; until then they are used as they are. After it, the service is
/// asked; if it still has D (a TARGET holiday, or a late publication) the answer is kept again
/// and asked for at most once an hour. Times are seconds since 1970-01-01 UTC.
public enum RatesFreshness {
  /// How long an answer that brought no newer rates is trusted, once newer ones are due.
  public static let recheckInterval = 3600

  /// The moment rates newer than those of `date` can first be expected.
  public static func nextPublication(after date: RatesDate) -> Int {
    var day = date.dayNumber + 1
    while RatesDate(dayNumber: day)?.isWeekend ?? false { day += 1 }
    return day * 86_400 + 15 * 3600
  }

  /// Whether rates of `date` can exist at `now`: a date after today (UTC, where rates are
  /// published by 15:00 on their own date) is no answer.
  public static func isPublished(_ date: RatesDate, now: Int) -> Bool {
    date.dayNumber <= RatesDate.dayAndSecond(ofUnixSeconds: now).dayNumber
  }

  /// Whether rates of `date`, last confirmed by the service at `checkedAt`, may be used at `now`.
  public static func isCurrent(_ date: RatesDate, checkedAt: Int, now: Int) -> Bool {
    guard isPublished(date, now: now) else { return false }
    let due = nextPublication(after: date)
    if now < due { return true }
    return checkedAt >= due && now >= checkedAt && now - checkedAt < recheckInterval
  }
}
