import BusinessLogic
import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A Frankfurter answer as it comes off the wire: v1's `latest`
/// (`{"base": "EUR", "date": "2024-11-25", "rates": {"USD": 1.0543, …}}`) or v2's `rates`
/// (`[{"date": …, "base": "EUR", "quote": "USD", "rate": 1.0543}, …]`). Numbers are kept as the
/// text they were sent as, so a rate is exactly the decimal the service published.
struct FrankfurterAnswerDTO {
  let tree: JSONTree

  func toDomain() throws(RatesDefect) -> ExchangeRates {
    if case .array(let quotes) = tree { return try Self.fromQuotes(quotes) }
    guard case .string(let baseText)? = tree.member("base"), let base = CurrencyCode(baseText) else {
      throw .unexpectedShape(member: "base")
    }
    guard case .string(let dateText)? = tree.member("date") else { throw .unexpectedShape(member: "date") }
    guard let date = RatesDate(dateText) else { throw .invalidDate(dateText) }
    guard case .object(let members)? = tree.member("rates") else { throw .unexpectedShape(member: "rates") }
    var rates: [CurrencyCode: Decimal] = [:]
    for member in members {
      guard let code = CurrencyCode(member.name), case .number(let text) = member.value,
        let rate = Decimal(string: text)
      else { throw .unexpectedShape(member: "rates") }
      rates[code] = rate
    }
    let result = ExchangeRates(base: base, date: date, rates: rates)
    guard !result.rates.isEmpty else { throw .noRates }
    return result
  }

  /// v2: one object per quote; every quote must share the base and the date.
  private static func fromQuotes(_ quotes: [JSONTree]) throws(RatesDefect) -> ExchangeRates {
    var base: CurrencyCode?
    var date: RatesDate?
    var rates: [CurrencyCode: Decimal] = [:]
    for quote in quotes {
      guard case .string(let baseText)? = quote.member("base"), let quoteBase = CurrencyCode(baseText),
        base == nil || base == quoteBase
      else { throw .unexpectedShape(member: "base") }
      guard case .string(let dateText)? = quote.member("date") else { throw .unexpectedShape(member: "date") }
      guard let quoteDate = RatesDate(dateText) else { throw .invalidDate(dateText) }
      guard case .string(let codeText)? = quote.member("quote"), let code = CurrencyCode(codeText) else {
        throw .unexpectedShape(member: "quote")
      }
      guard case .number(let text)? = quote.member("rate"), let rate = Decimal(string: text) else {
        throw .unexpectedShape(member: "rate")
      }
      base = quoteBase
      date = max(date ?? quoteDate, quoteDate)
      rates[code] = rate
    }
    guard let base, let date, !rates.isEmpty else { throw .noRates }
    return ExchangeRates(base: base, date: date, rates: rates)
  }

  /// `/currencies`: `{"AUD": "Australian Dollar", …}` (v1), or v2's list of objects with `iso_code`
  /// and `name`; whatever else comes is no names.
  static func names(_ tree: JSONTree) -> [CurrencyCode: String] {
    var names: [CurrencyCode: String] = [:]
    switch tree {
    case .object(let members):
      for member in members {
        if let code = CurrencyCode(member.name), case .string(let name) = member.value { names[code] = name }
      }
    case .array(let entries):
      for entry in entries {
        let codeText = [entry.member("iso_code"), entry.member("code")].compactMap { value -> String? in
          if case .string(let text)? = value { return text }
          return nil
        }.first
        if let codeText, let code = CurrencyCode(codeText), case .string(let name)? = entry.member("name") {
          names[code] = name
        }
      }
    default: break
    }
    return names
  }
}
