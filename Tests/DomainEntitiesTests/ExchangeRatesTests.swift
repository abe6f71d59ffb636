import DomainEntities
import Foundation
import Testing

@Suite struct ExchangeRatesTests {
  private static func code(_ text: String) -> CurrencyCode {
    CurrencyCode(text) ?? .catalog
  }

  private let rates = ExchangeRates(
    base: .euro, date: .seed,
    rates: [
      code("USD"): (Decimal(string: "1.0412") ?? .nan), code("JPY"): (Decimal(string: "161.23") ?? .nan),
      code("KWD"): (Decimal(string: "0.3205") ?? .nan), code("XXX"): 0,
    ])

  @Test func crossRatesGoThroughTheBase() throws {
    // USD→JPY = JPY/USD; multiplying before dividing keeps every digit until the one rounding.
    let yen = try #require(rates.convert(100, from: .catalog, to: Self.code("JPY")))
    #expect(yen.plainText == "15485")  // 100 × 161.23 / 1.0412 = 15485.017…
    let dinars = try #require(
      rates.convert((Decimal(string: "2500") ?? .nan), from: Self.code("JPY"), to: Self.code("KWD")))
    #expect(dinars.plainText == "4.970")  // 2500 × 0.3205 / 161.23 = 4.96960…
    #expect(rates.convert(1, from: .euro, to: .euro)?.plainText == "1.00")
  }

  @Test func crossRatesKeepThirtyDigits() throws {
    let rate = try #require(rates.rate(from: .catalog, to: .euro))
    let back = try #require(rates.rate(from: .euro, to: .catalog))
    #expect((rate * back - 1).magnitude < (Decimal(string: "1e-30") ?? .nan))
    #expect(rate * back != 1 || rate == 1)
  }

  @Test func unknownAndNonPositiveRatesAreNoRates() {
    #expect(rates.knows(.euro))
    #expect(!rates.knows(Self.code("XXX")))
    #expect(rates.convert(1, from: .catalog, to: Self.code("GBP")) == nil)
    #expect(rates.currencies.map(\.rawValue) == ["EUR", "JPY", "KWD", "USD"])
  }

  @Test func datesAreCalendarDays() throws {
    #expect(RatesDate("2024-02-29") != nil)
    #expect(RatesDate("2023-02-29") == nil)
    #expect(RatesDate("2024-1-05") == nil)
    #expect(RatesDate("22/11/2024") == nil)
    let day = try #require(RatesDate("2024-11-22"))
    #expect(RatesDate(dayNumber: day.dayNumber) == day)
    #expect(RatesDate(dayNumber: 0)?.description == "1970-01-01")
    #expect(day.isWeekend == false)  // a Friday
    #expect(RatesDate("2024-11-23")?.isWeekend == true)
    #expect(RatesDate("2024-11-24")?.isWeekend == true)
  }

  /// A moment falls in the day that holds it, before 1970 too, whatever Int it is.
  @Test(arguments: [
    (0, 0, 0), (86_399, 0, 86_399), (86_400, 1, 0), (-1, -1, 86_399), (-86_400, -1, 0),
    (Int.min, Int.min / 86_400 - 1, Int.min % 86_400 + 86_400), (Int.max, Int.max / 86_400, Int.max % 86_400),
  ])
  func aMomentIsItsDayAndTheSecondOfIt(seconds: Int, day: Int, second: Int) {
    let split = RatesDate.dayAndSecond(ofUnixSeconds: seconds)
    #expect(split.dayNumber == day && split.second == second)
  }
}
