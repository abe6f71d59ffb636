import BusinessLogic
import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Exchange rates kept between commands, one small file per rates service
/// (`rates-<hash>.json`) in the catalog's cache directory, with the moment the service last
/// confirmed them. The directory is trusted as the index cache's is (`CacheDirectory`); a
/// file that cannot be read, or reads as anything but rates of this service, is no cache.
struct RatesCache: Sendable {
  let directory: String

  struct Entry: Equatable, Sendable {
    let rates: ExchangeRates
    /// Seconds since 1970 (UTC) when the service last answered with these rates.
    let checkedAt: Int
  }

  static let largestFile = 1 << 20

  func load(for source: String) -> Entry? {
    guard case .success(let folder) = CacheDirectory(path: directory).open() else { return nil }
    defer { close(folder) }
    guard let (descriptor, size, _) = CacheFile.open(Self.name(for: source), in: folder, maximumBytes: Self.largestFile)
    else { return nil }
    defer { close(descriptor) }
    return CacheFile.readAll(descriptor, size: size).flatMap { Self.decode($0, source: source) }
  }

  /// Best effort, as the index cache: rates that cannot be kept are asked for next time.
  func save(_ entry: Entry, for source: String) {
    guard case .success(let folder) = CacheDirectory(path: directory).open() else { return }
    defer { close(folder) }
    let bytes = Array(Self.encode(entry, source: source).utf8)
    CacheFile.replace(Self.name(for: source), in: folder) { descriptor in
      bytes.withUnsafeBytes { CacheFile.writeAll($0, to: descriptor) }
    }
    Self.removeAbandonedTemporaries(in: folder)
  }

  /// A command killed while saving left its temporary; it is no use to anyone.
  private static func removeAbandonedTemporaries(in folder: Int32) {
    for name in CacheFile.names(in: folder, prefix: "rates-")
    where CacheFile.isAbandonedTemporary(name) && CacheFile.isOurs(name, in: folder, signature: signature, cutOff: true)
    {
      _ = unlinkat(folder, name, 0)
    }
  }

  /// What every file of saved rates starts with (`encode`).
  static let signature = Array("{\n  \"source\":".utf8)

  /// Removes every file of saved rates this program made in `folder`, and the temporaries of
  /// saves that died; how many files of rates.
  func clean() -> Int {
    guard case .success(let folder)? = CacheDirectory(path: directory).openIfPresent() else { return 0 }
    defer { close(folder) }
    Self.removeAbandonedTemporaries(in: folder)
    var removed = 0
    for name in CacheFile.names(in: folder, prefix: "rates-")
    where name.hasSuffix(".json") && CacheFile.isOurs(name, in: folder, signature: Self.signature)
      && unlinkat(folder, name, 0) == 0
    {
      removed += 1
    }
    return removed
  }

  /// `rates-` and a hash of the service's URL, so two services never share a file.
  static func name(for source: String) -> String {
    CacheFile.name(prefix: "rates-", key: source, suffix: ".json")
  }

  /// Rates as text, so that every digit the service sent comes back.
  static func encode(_ entry: Entry, source: String) -> String {
    var rates: [(String, JSONValue)] = []
    for code in entry.rates.rates.keys.sorted() {
      if let rate = entry.rates.rates[code] { rates.append((code.rawValue, .string(rate.description))) }
    }
    let document = JSONValue.object([
      ("source", .string(source)), ("checkedAt", .integer(entry.checkedAt)),
      ("base", .string(entry.rates.base.rawValue)), ("date", .string(entry.rates.date.description)),
      ("rates", .object(rates)),
    ])
    return JSONWriter().string(document) + "\n"
  }

  static func decode(_ bytes: [UInt8], source: String) -> Entry? {
    guard let tree = try? JSONTree.parse(bytes), case .string(source)? = tree.member("source"),
      let checkedAt = tree.member("checkedAt")?.integer,
      case .string(let baseText)? = tree.member("base"), let base = CurrencyCode(baseText),
      case .string(let dateText)? = tree.member("date"), let date = RatesDate(dateText),
      case .object(let members)? = tree.member("rates")
    else { return nil }
    var rates: [CurrencyCode: Decimal] = [:]
    for member in members {
      guard let code = CurrencyCode(member.name), case .string(let text) = member.value,
        let rate = Decimal(string: text)
      else { return nil }
      rates[code] = rate
    }
    let exchange = ExchangeRates(base: base, date: date, rates: rates)
    return exchange.rates.isEmpty ? nil : Entry(rates: exchange, checkedAt: checkedAt)
  }
}
