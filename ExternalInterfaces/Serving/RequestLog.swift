import Synchronization

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

/// One line per exchange on standard error: time, method, path and query (values of secret
/// parameters replaced by `…`, anything not printable ASCII percent-encoded, at most 300
/// characters), status, body bytes and milliseconds. Tokens travel in headers and bodies, which
/// are never logged.
final class RequestLog: Sendable {
  private let descriptor: Int32
  private let lock = Mutex(())
  private let enabled: Bool

  static let secretParameters: Set<String> = [
    "token", "access_token", "accesstoken", "refreshtoken", "refresh_token", "password", "key", "secret", "_token",
  ]

  init(descriptor: Int32, enabled: Bool = true) {
    self.descriptor = descriptor
    self.enabled = enabled
  }

  func record(_ exchange: HTTPExchange) {
    guard enabled else { return }
    write(Self.line(exchange, at: time(nil)))
  }

  func write(_ line: String) {
    lock.withLock { _ in
      let bytes = Array(line.utf8)
      var offset = 0
      while offset < bytes.count {
        let count = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        offset += count
      }
    }
  }

  static func line(_ exchange: HTTPExchange, at seconds: time_t) -> String {
    let method = exchange.method.map(printable) ?? "-"
    let target = exchange.target.map(redacted) ?? "-"
    let tenths = Int((exchange.seconds * 10_000).rounded())
    let milliseconds = "\(tenths / 10).\(tenths % 10)"
    return "\(timestamp(seconds)) \(method) \(target) \(exchange.status) \(exchange.bytes) \(milliseconds)ms\n"
  }

  /// `2026-11-26T03:04:05Z`, without a formatter: one is costly to make, and this is per request.
  static func timestamp(_ seconds: time_t) -> String {
    var clock = seconds
    var parts = tm()
    gmtime_r(&clock, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
  }

  /// The target with secret parameters' values hidden, made printable and short.
  static func redacted(_ target: String) -> String {
    let path = target.prefix { $0 != "?" }
    var text = String(path)
    if let mark = target.firstIndex(of: "?") {
      let pairs = target[target.index(after: mark)...].split(separator: "&", omittingEmptySubsequences: false).map {
        pair -> String in
        let name = pair.prefix { $0 != "=" }
        let decoded = (WebQuery.decode(name) ?? String(name)).lowercased()
        return secretParameters.contains(decoded) ? name + "=…" : String(pair)
      }
      text += "?" + pairs.joined(separator: "&")
    }
    let printable = printable(text)
    return printable.count > 300 ? String(printable.prefix(300)) + "…" : printable
  }

  private static func printable(_ text: String) -> String {
    WebPath.percentEncoded(text) { $0 > 0x20 && $0 < 0x7F }
  }

}
