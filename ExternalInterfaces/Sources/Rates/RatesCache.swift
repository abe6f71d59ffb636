import BusinessLogic
import DomainEntities
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Exchange rates kept between commands, one small file per rates service
/// (`rates-<hash>.json`) in the catalog's cache directory, with the moment the service last
/// confirmed them. The directory is trusted as the index cache's is (`CatalogIndexStore`); a
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
    guard case .success(let folder) = CatalogIndexStore(directory: directory).openDirectory() else { return nil }
    defer { close(folder) }
    let descriptor = openat(folder, Self.name(for: source), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_uid == geteuid(),
      status.st_size > 0, status.st_size <= Self.largestFile
    else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
    var filled = 0
    while filled < bytes.count {
      let count = bytes.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress.map { $0 + filled }, $0.count - filled)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return nil }
      filled += count
    }
    return Self.decode(bytes, source: source)
  }

  func save(_ entry: Entry, for source: String) {
    guard case .success(let folder) = CatalogIndexStore(directory: directory).openDirectory() else { return }
    defer { close(folder) }
    let target = Self.name(for: source)
    let partial = target + ".\(getpid())-\(String(UInt64.random(in: 1...UInt64.max), radix: 16)).partial"
    let descriptor = openat(folder, partial, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    let bytes = Array(Self.encode(entry, source: source).utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress.map { $0 + written }, $0.count - written) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      written += count
    }
    let closed = close(descriptor) == 0
    if written < bytes.count || !closed || renameat(folder, partial, folder, target) != 0 {
      _ = unlinkat(folder, partial, 0)
    }
  }

  /// `rates-` and a hash of the service's URL, so two services never share a file.
  static func name(for source: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in source.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return "rates-" + String(hash, radix: 16) + ".json"
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
