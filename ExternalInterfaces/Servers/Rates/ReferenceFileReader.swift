import BusinessLogic
import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads the ECB's daily reference file: a `gesmes:Envelope` whose `<Cube time="2024-11-22">`
/// holds one `<Cube currency="USD" rate="1.0543"/>` per currency, against the euro. Only those
/// elements and attributes matter, so they are scanned for rather than the whole XML parsed
/// (FoundationXML would bring libxml2 to every machine the program runs on). Where the file
/// holds several days (the 90-day file), the latest day is taken.
enum ReferenceFileReader {
  static func rates(from bytes: [UInt8]) throws(RatesDefect) -> ExchangeRates {
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.contains("Cube") else { throw .notReferenceFile }
    var days: [(date: RatesDate, rates: [CurrencyCode: Decimal])] = []
    for element in text.split(separator: "<", omittingEmptySubsequences: false).dropFirst() {
      guard element.hasPrefix("Cube") || element.hasPrefix("gesmes:Cube") else { continue }
      let attributes = Self.attributes(of: element.prefix { $0 != ">" })
      if let time = attributes["time"] {
        guard let date = RatesDate(time) else { throw .invalidDate(time) }
        days.append((date, [:]))
      } else if let currency = attributes["currency"], let rateText = attributes["rate"], !days.isEmpty {
        guard let code = CurrencyCode(currency), let rate = Decimal(string: rateText), rate > 0 else {
          throw .unexpectedShape(member: "Cube rate")
        }
        days[days.count - 1].rates[code] = rate
      }
    }
    guard let latest = days.filter({ !$0.rates.isEmpty }).max(by: { $0.date < $1.date }) else {
      throw days.isEmpty ? .notReferenceFile : .noRates
    }
    return ExchangeRates(base: .euro, date: latest.date, rates: latest.rates)
  }

  /// `name='value'` and `name="value"` pairs of one tag.
  private static func attributes(of tag: Substring) -> [String: String] {
    var attributes: [String: String] = [:]
    var rest = tag.drop { $0 != " " && $0 != "\t" && $0 != "\n" && $0 != "\r" }
    while let equals = rest.firstIndex(of: "=") {
      let name = rest[..<equals].trimmingWhitespace()
      let afterEquals = rest[rest.index(after: equals)...].drop { $0 == " " }
      guard let quote = afterEquals.first, quote == "\"" || quote == "'" else { break }
      let value = afterEquals.dropFirst().prefix { $0 != quote }
      attributes[name] = String(value)
      rest = afterEquals.dropFirst(value.count + 2)
    }
    return attributes
  }
}
