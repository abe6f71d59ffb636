#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Builds request URLs under a base URL: path segments appended, query values percent-encoded
/// strictly (a `+` or `&` in search text must reach the server as itself).
struct ServerURL: Hashable, Sendable {
  let base: URL

  init?(_ text: String) {
    guard case .success(let url) = Self.parse(text) else { return nil }
    self = url
  }

  /// Reads a server URL: the scheme in any case (`HTTP://` is `http://`), a host, and a port
  /// from 1 to 65535 when one is given.
  static func parse(_ text: String) -> Result<ServerURL, CatalogSourceParseError> {
    var text = text
    while text.hasSuffix("/") { text.removeLast() }
    guard let colon = text.firstIndex(of: ":") else { return .failure(.unusableURL) }
    let scheme = text[..<colon].lowercased()
    guard scheme == "http" || scheme == "https" else { return .failure(.unsupportedScheme(String(text[..<colon]))) }
    text = scheme + text[colon...]
    guard let components = URLComponents(string: text), let host = components.host, !host.isEmpty else {
      return .failure(Self.portText(in: text).map { .portOutOfRange($0) } ?? .unusableURL)
    }
    if let port = components.port, !(1...65535).contains(port) { return .failure(.portOutOfRange(String(port))) }
    guard let url = components.url else { return .failure(.unusableURL) }
    return .success(ServerURL(base: url))
  }

  /// The digits after the host when Foundation refused them as a port (`:99999999999`).
  private static func portText(in text: String) -> String? {
    guard let authorityStart = text.firstRange(of: "://")?.upperBound else { return nil }
    let authority = text[authorityStart...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    let hostAndPort = authority.split(separator: "@").last ?? authority[...]
    guard let colon = hostAndPort.lastIndex(of: ":"), !hostAndPort.hasSuffix("]") else { return nil }
    let port = hostAndPort[hostAndPort.index(after: colon)...]
    return !port.isEmpty && port.allSatisfy(\.isASCII) && port.allSatisfy(\.isNumber) ? String(port) : nil
  }

  /// The URL as it may be shown: any user name and password replaced by `***`, so a credential
  /// written into a URL never reaches a message, a status line or a log.
  var displayName: String {
    Self.redacting(base.absoluteString)
  }

  /// `text` with the user information of a URL in it replaced by `***`.
  static func redacting(_ text: String) -> String {
    replacingUserInformation(in: text, with: "***@")
  }

  /// `text` without the user information of a URL in it: a link that works, to open in a
  /// browser, which asks for the credentials itself (a `***` would be sent as a password, and
  /// the real one would be in the browser's command line for every user to see).
  static func withoutCredentials(_ text: String) -> String {
    replacingUserInformation(in: text, with: "")
  }

  /// Byte by byte: a combining mark after the `@` must not hide it, and the credential with it.
  private static func replacingUserInformation(in text: String, with replacement: String) -> String {
    let bytes = text.utf8
    guard let authorityStart = text.firstLiteralRange(of: "://")?.upperBound else { return text }
    let delimiters: [UInt8] = [UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#")]
    let authorityEnd = bytes[authorityStart...].firstIndex { delimiters.contains($0) } ?? bytes.endIndex
    guard let at = bytes[authorityStart..<authorityEnd].lastIndex(of: UInt8(ascii: "@")) else { return text }
    return String(decoding: bytes[..<authorityStart], as: UTF8.self) + replacement
      + String(decoding: bytes[bytes.index(after: at)...], as: UTF8.self)
  }

  private init(base: URL) {
    self.base = base
  }

  /// The URL one path segment up (a Datasette table's database).
  var parent: ServerURL {
    ServerURL(base: base.deletingLastPathComponent())
  }

  /// The path's segments (`/catalog/products` → `["catalog", "products"]`).
  var segments: [String] {
    base.path.split(separator: "/").map { PercentEncoding.decoded($0) ?? String($0) }
  }

  func url(_ segments: [String], suffix: String = "", query: [(String, String)] = []) -> URL? {
    var text = base.absoluteString
    if let question = text.firstIndex(of: "?") { text = String(text[..<question]) }
    while text.hasSuffix("/") { text.removeLast() }
    for (offset, segment) in segments.enumerated() {
      text += "/" + Self.encode(segment) + (offset == segments.count - 1 ? suffix : "")
    }
    if segments.isEmpty { text += suffix }
    if !query.isEmpty {
      text += "?" + query.map { Self.encode($0.0) + "=" + Self.encode($0.1) }.joined(separator: "&")
    }
    return URL(string: text)
  }

  /// A URL the server itself handed out (`next_url`), resolved against the base.
  func resolve(_ text: String) -> URL? {
    URL(string: text, relativeTo: base)?.absoluteURL
  }

  static func encode(_ text: String) -> String {
    PercentEncoding.encoded(text)
  }
}
