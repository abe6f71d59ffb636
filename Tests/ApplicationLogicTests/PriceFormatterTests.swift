import ApplicationLogic
import DomainEntities
import Foundation
import Testing

@Suite struct PriceFormatterTests {
  private func amount(_ text: String, _ code: String) -> CurrencyAmount {
    CurrencyAmount(rounding: Decimal(string: text) ?? 0, in: CurrencyCode(code) ?? .catalog)
  }

  @Test(arguments: [
    ("de_DE", "1234.56", "EUR", "1.234,56\u{A0}€"), ("ja_JP", "1234.6", "JPY", "¥1,235"),
    ("en_US", "1234.56", "USD", "$1,234.56"), ("de_DE", "1234.5678", "KWD", "1.234,568\u{A0}KWD"),
    ("fr_FR", "1234.56", "EUR", "1\u{202F}234,56\u{A0}€"), ("en_IN", "123456.789", "INR", "₹1,23,456.79"),
  ])
  func theLocaleDecidesSymbolAndSeparators(locale: String, value: String, code: String, expected: String) {
    #expect(PriceFormatter(localeIdentifier: locale).string(amount(value, code)) == expected)
  }

  @Test func withoutALocaleMoneyIsWrittenAsInTheUS() {
    let plain = PriceFormatter()
    #expect(plain.string(amount("8.5", "EUR")) == "€8.50")
    #expect(plain.string(amount("1234.5", "JPY")) == "¥1,235")
    #expect(plain.string(Money(1899.99)) == "$1,899.99")
  }

  /// One rule, two forms: for catalog prices, the locale formatter in en_US writes what
  /// `MoneyFormatter` writes without a locale.
  @Test func theUSLocaleAgreesWithTheCatalogsOwnFormat() {
    let locale = PriceFormatter(localeIdentifier: "en_US")
    let plain = MoneyFormatter()
    for cents in stride(from: 0, through: 2_000_000, by: 997) {
      let money = Money(Double(cents) / 100)
      #expect(locale.string(money) == plain.string(money))
    }
    for price in [0.01, 9.99, 0.125, 2.675, 1_000_000.5, 123_456_789.99] {
      #expect(locale.string(Money(price)) == plain.string(Money(price)), "\(price)")
    }
  }

  @Test(
    arguments: [
      ("de_DE.UTF-8", "de_DE"), ("de_DE@euro", "de_DE"), ("ja_JP", "ja_JP"), ("fr", "fr"), ("C", nil),
      ("C.UTF-8", nil), ("POSIX", nil), ("", nil), ("1234", nil), ("de DE", nil), ("de_DE_x", nil),
    ] as [(String, String?)])
  func posixLocaleNamesGiveTheirLanguageAndRegion(value: String, expected: String?) {
    #expect(PriceFormatter.localeIdentifier(posix: value) == expected)
  }
}
