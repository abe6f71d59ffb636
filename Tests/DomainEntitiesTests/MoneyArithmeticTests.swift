import DomainEntities
import Foundation
import Testing

/// Decimal money: values binary floating point gets wrong come out exact, and rounding happens
/// once, half away from zero, at the currency's minor units.
@Suite struct MoneyArithmeticTests {
  private func decimal(_ text: String) -> Decimal {
    Decimal(string: text) ?? .nan
  }

  @Test func tenthsAddUpAsWritten() {
    // In binary, 0.1 + 0.2 is 0.30000000000000004.
    #expect(0.1 + 0.2 != 0.3)
    #expect(decimal("0.1") + decimal("0.2") == decimal("0.3"))
    #expect(CurrencyAmount(rounding: decimal("0.1") + decimal("0.2"), in: .catalog).plainText == "0.30")
  }

  @Test(arguments: [
    ("2.345", "USD", "2.35"), ("-2.345", "USD", "-2.35"), ("2.3449999", "USD", "2.34"), ("1.005", "USD", "1.01"),
    ("1234.5", "JPY", "1235"), ("1233.5", "JPY", "1234"), ("0.4999", "JPY", "0"), ("1.2345", "KWD", "1.235"),
    ("1.2344", "KWD", "1.234"), ("7", "EUR", "7.00"), ("0", "KWD", "0.000"), ("-0.001", "USD", "0.00"),
  ])
  func halfWayCasesRoundAwayFromZero(value: String, currency: String, expected: String) throws {
    let code = try #require(CurrencyCode(currency))
    #expect(CurrencyAmount(rounding: decimal(value), in: code).plainText == expected)
  }

  /// The ring rounds on `Decimal`'s public parts (FoundationEssentials has no `NSDecimalRound`):
  /// the same answers as Foundation's, over signs, scales, half-way digits and long mantissas.
  @Test func roundingAgreesWithFoundationsNSDecimalRound() {
    var generator = SystemRandomNumberGenerator()
    var values = [
      "0", "-0.001", "0.5", "-0.5", "9.995", "-9.995", "99999999999999999999999999999999999.995",
      "0.000000000000000000000000000000000005", "123456789012345678901234567890.12345678",
    ].map(decimal)
    for _ in 0..<2_000 {
      let digits = decimal(String(UInt64.random(in: 0...UInt64.max, using: &generator)))
      let exponent = -Int.random(in: 0...24, using: &generator)
      values.append(
        Decimal(sign: Bool.random(using: &generator) ? .minus : .plus, exponent: exponent, significand: digits))
    }
    for value in values {
      for places in 0...4 {
        var (input, expected) = (value, Decimal())
        NSDecimalRound(&expected, &input, places, .plain)
        #expect(CurrencyAmount.rounded(value, places: places) == expected, "\(value) to \(places) places")
      }
    }
  }

  @Test func binaryGetsTheseHalfWayCasesWrong() {
    // 1.005 and 1.015 are stored just below the half: Double rounds them down.
    let first: Double = 1.005 * 100
    let second: Double = 1.015 * 100
    #expect(first.rounded(.toNearestOrAwayFromZero) == 100)
    #expect(second.rounded(.toNearestOrAwayFromZero) == 101)
    #expect(CurrencyAmount(rounding: decimal("1.005"), in: .catalog).plainText == "1.01")
    #expect(CurrencyAmount(rounding: decimal("1.015"), in: .catalog).plainText == "1.02")
  }

  @Test func discountsAreComputedInDecimalAndRoundedOnce() {
    // 0.29 at 50 % off is 0.145: binary arithmetic gives 0.14499…, which rounds to 0.14.
    let binary: Double = 0.29 * (1 - 0.5) * 100
    #expect(binary.rounded(.toNearestOrAwayFromZero) == 14)
    #expect(Discount(percentage: 50).applied(to: Money(0.29)) == Money(0.15))
    #expect(Discount(percentage: 30).applied(to: Money(0.05)) == Money(0.04))
    #expect(Discount(percentage: 10.48).keptPercentage == decimal("89.52"))
    #expect(Discount(percentage: 150).keptPercentage == 0)
    #expect(Discount(percentage: .nan).keptPercentage == nil)
  }

  @Test func pricesReadAsTheDecimalTheCatalogWrote() {
    #expect(Money(9.99).decimal == decimal("9.99"))
    #expect(Money(0.00001).decimal == decimal("0.00001"))
    #expect(Money(.infinity).decimal == nil)
    #expect(Money(1e300).decimal == nil)
  }

  @Test func minorUnitsFollowISO4217() throws {
    let units = try ["USD", "EUR", "JPY", "KRW", "HUF", "KWD", "BHD", "TND", "CHF"].map {
      try #require(CurrencyCode($0)).minorUnits
    }
    #expect(units == [2, 2, 0, 0, 0, 3, 3, 3, 2])
  }

  @Test func currencyCodesAreThreeLettersInAnyCase() {
    #expect(CurrencyCode("eur")?.rawValue == "EUR")
    #expect(CurrencyCode("EURO") == nil)
    #expect(CurrencyCode("E1R") == nil)
    #expect(CurrencyCode("ÉUR") == nil)
    #expect(CurrencyCode("") == nil)
  }
}
