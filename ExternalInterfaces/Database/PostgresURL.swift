#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A `postgres://` or `postgresql://` source as the user wrote it, which libpq reads (host,
/// port, database, `?sslmode=…`, several hosts, `target_session_attrs`). A password is never
/// taken from it: a URL is seen in argv, shell history and logs, so one that carries a password
/// is refused, and libpq's password file, `PGPASSWORD` or a service file is named instead.
struct PostgresURL: Hashable, Sendable {
  /// The URL as given, which holds no password.
  let text: String

  /// The schemes libpq takes as a URL.
  static let schemes = ["postgres", "postgresql"]

  enum Problem: Error, Equatable {
    case passwordInURL
    /// Not a URL libpq could read: no `//` after the scheme, or bad percent-encoding.
    case unreadable
  }

  /// Whether `text` names a PostgreSQL source at all (whatever its other faults).
  static func isPostgres(_ text: String) -> Bool {
    guard let colon = text.firstColon else { return false }
    return schemes.contains(text[..<colon].lowercased())
  }

  static func parse(_ text: String) -> Result<PostgresURL, Problem> {
    guard let colon = text.firstIndex(of: ":"), text[text.index(after: colon)...].hasPrefix("//") else {
      return .failure(.unreadable)
    }
    // Byte by byte, as libpq reads it: a combining mark after a `:` or an `@` makes one
    // `Character` of the two, which would hide the delimiter from a `Character` search.
    let rest = text[text.index(colon, offsetBy: 3)...].utf8
    let authority = rest.prefix { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") }
    if let at = authority.lastIndex(of: UInt8(ascii: "@")), authority[..<at].contains(UInt8(ascii: ":")) {
      return .failure(.passwordInURL)
    }
    if let question = rest.firstIndex(of: UInt8(ascii: "?")) {
      for pair in rest[rest.index(after: question)...].split(separator: UInt8(ascii: "&")) {
        let key = String(decoding: pair.prefix { $0 != UInt8(ascii: "=") }, as: UTF8.self)
        guard let decoded = PercentEncoding.decoded(key) else { return .failure(.unreadable) }
        if decoded.lowercased() == "password" { return .failure(.passwordInURL) }
      }
    }
    // libpq reads the scheme in lower case only.
    return .success(PostgresURL(text: text[..<colon].lowercased() + text[colon...]))
  }

  /// The URL as it may be shown: it holds no password, and any user name stays, as `psql`'s
  /// prompts show it.
  var displayName: String { text }
}
