import Foundation

/// Builds request URLs under a base URL: path segments appended, query values percent-encoded
/// strictly (a `+` or `&` in search text must reach the server as itself).
struct ServerURL: Hashable, Sendable {
  let base: URL

  init?(_ text: String) {
    var text = text
    while text.hasSuffix("/") { text.removeLast() }
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      url.host != nil
    else { return nil }
    base = url
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
    base.path.split(separator: "/").map { $0.removingPercentEncoding ?? String($0) }
  }

  func url(_ segments: [String], suffix: String = "", query: [(String, String)] = []) -> URL? {
    var text = base.absoluteString
    if let range = text.range(of: "?") { text = String(text[..<range.lowerBound]) }
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

  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  static func encode(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }
}
