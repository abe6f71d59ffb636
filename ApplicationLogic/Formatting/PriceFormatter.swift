import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// Prices for people in their own locale: the locale decides the symbol's place and the
/// separators (`1.234,56 €` in de_DE, `¥1,235` in ja_JP), the currency its decimals. With no
/// locale (the POSIX one) money is written as in the US on every machine: catalog prices by
/// `MoneyFormatter` (`$1,899.99`), other currencies the same way (`€8.57`, `KWD 1.234`).
public struct PriceFormatter: Sendable {
  /// The locale (`de_DE`), or nil for the POSIX locale.
  public let localeIdentifier: String?

  public init(localeIdentifier: String? = nil) {
    self.localeIdentifier = localeIdentifier
  }

  /// A price in the catalog's currency, as the catalog has it (to the cent).
  public func string(_ money: Money) -> String {
    guard localeIdentifier != nil, abs(money.amount) < 1e21, let decimal = money.decimal else {
      return MoneyFormatter().string(money)
    }
    return string(CurrencyAmount(rounding: decimal, in: .catalog))
  }

  // Never inlined: inlined into a presenter's loop, the currency style's type was made before
  // the loop (the optimizer hoists the call that makes it), so even a plain listing with no
  // currency made it and faulted in its code and ICU's (issue 60).
  @inline(never)
  public func string(_ amount: CurrencyAmount) -> String {
    let style = Decimal.FormatStyle.Currency(
      code: amount.currency.rawValue, locale: Locale(identifier: localeIdentifier ?? "en_US")
    ).precision(.fractionLength(amount.currency.minorUnits))
    return amount.value.formatted(style)
  }

  /// A plain number (a rating, a percentage) as the prices beside it are written: `2,56` where
  /// they say `9,59 €`. Without a locale, as the catalog writes it.
  public func number(_ value: Double) -> String {
    let text = NumberText.short(value)
    guard let localeIdentifier, let separator = Locale(identifier: localeIdentifier).decimalSeparator, separator != "."
    else { return text }
    return text.replacing(".", with: separator)
  }

  /// The locale a POSIX locale variable names (`de_DE.UTF-8`, `de_DE@euro`): its language and
  /// region; nil for the POSIX locale (`C`, `C.UTF-8`, `POSIX`) and for text that names none.
  public static func localeIdentifier(posix value: String) -> String? {
    let name = value.prefix { $0 != "." && $0 != "@" }
    guard !name.isEmpty, name != "C", name != "POSIX" else { return nil }
    let parts = name.split(separator: "_", omittingEmptySubsequences: false)
    let isLetters = { (part: Substring) in part.utf8.allSatisfy { (0x41...0x5A).contains($0 & ~0x20) } }
    guard (2...3).contains(parts[0].count), isLetters(parts[0]), parts.count <= 2,
      parts.count == 1 || ((2...3).contains(parts[1].count) && parts[1].utf8.allSatisfy { $0 < 0x80 })
    else { return nil }
    return String(name)
  }
}
