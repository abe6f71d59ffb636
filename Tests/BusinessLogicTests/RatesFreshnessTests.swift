import BusinessLogic
import DomainEntities
import Testing

/// The cache rule: rates dated D serve until 15:00 UTC on the next weekday; after that a
/// confirmation that nothing newer exists holds for an hour.
@Suite struct RatesFreshnessTests {
  private func seconds(_ day: String, _ hour: Int, _ minute: Int = 0) -> Int {
    (RatesDate(day)?.dayNumber ?? 0) * 86_400 + hour * 3600 + minute * 60
  }

  private let friday = RatesDate.seed

  @Test func fridaysRatesServeTheWholeWeekendUntilMondayAfternoon() {
    #expect(RatesFreshness.nextPublication(after: friday) == seconds("2024-11-25", 15))
    #expect(RatesFreshness.isCurrent(friday, checkedAt: seconds("2024-11-22", 16), now: seconds("2024-11-23", 12)))
    #expect(RatesFreshness.isCurrent(friday, checkedAt: seconds("2024-11-22", 16), now: seconds("2024-11-25", 14, 59)))
    #expect(!RatesFreshness.isCurrent(friday, checkedAt: seconds("2024-11-22", 16), now: seconds("2024-11-25", 15)))
  }

  @Test func aWeekdaysRatesServeUntilTheNextAfternoon() throws {
    let tuesday = try #require(RatesDate("2024-11-19"))
    #expect(RatesFreshness.nextPublication(after: tuesday) == seconds("2024-11-20", 15))
  }

  @Test func aConfirmationAfterTheDueTimeHoldsForAnHour() {
    // A holiday: asked at 15:10 on Monday, the service still had Friday's rates.
    let checked = seconds("2024-11-25", 15, 10)
    #expect(RatesFreshness.isCurrent(friday, checkedAt: checked, now: checked + 3599))
    #expect(!RatesFreshness.isCurrent(friday, checkedAt: checked, now: checked + 3600))
    // A confirmation from before the due time says nothing about after it.
    #expect(!RatesFreshness.isCurrent(friday, checkedAt: seconds("2024-11-25", 14), now: seconds("2024-11-25", 15, 5)))
  }

  @Test func aClockThatWentBackDoesNotKeepRatesForever() {
    let checked = seconds("2024-11-26", 16)
    #expect(!RatesFreshness.isCurrent(friday, checkedAt: checked, now: checked - 60))
  }
}
