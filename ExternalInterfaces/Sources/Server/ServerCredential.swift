import Foundation

/// A bearer token for one catalog server (`CATALOG_TOKEN` or `--token-file`), bound to that
/// server's origin: it goes as `Authorization: Bearer` only to the same scheme, host and port,
/// so a redirect elsewhere never carries it, and never over plain `http` to another machine.
///
/// The token itself is private and every description of this value is a placeholder, so no
/// message, log line or debugger dump can print it by accident.
struct ServerCredential: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  private let token: String
  private let origin: Origin

  enum Problem: Error, Equatable {
    case empty
    /// Spaces, line breaks or control characters inside: never sent, since in a header they
    /// would end it and start another.
    case notPrintable
  }

  /// The token, its surrounding white space (a file's final newline) taken off, for `server`.
  static func make(token: String, for server: URL) -> Result<ServerCredential, Problem> {
    let trimmed = token.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return .failure(.empty) }
    guard trimmed.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
      return .failure(.notPrintable)
    }
    guard let origin = Origin(server) else { return .failure(.empty) }
    return .success(ServerCredential(token: trimmed, origin: origin))
  }

  private init(token: String, origin: Origin) {
    self.token = token
    self.origin = origin
  }

  /// The `Authorization` value for a request to `url`; nil when the token must not go there.
  func authorization(for url: URL) -> String? {
    guard Origin(url) == origin, !exposedOnTheWay else { return nil }
    return "Bearer " + token
  }

  /// Plain `http` to a host other than this machine: anyone on the way could read the token.
  var exposedOnTheWay: Bool {
    origin.scheme == "http" && !Self.isLoopback(origin.host)
  }

  var host: String { origin.host }

  var description: String { "ServerCredential(<redacted> for \(origin.scheme)://\(origin.host))" }
  var debugDescription: String { description }
  var customMirror: Mirror { Mirror(self, children: [:]) }

  static func isLoopback(_ host: String) -> Bool {
    let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    if host == "localhost" || host.hasSuffix(".localhost") || host == "::1" { return true }
    let parts = host.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
  }

  /// Scheme, host and port, as browsers compare them for credentials.
  private struct Origin: Equatable, Sendable {
    let scheme: String
    let host: String
    let port: Int

    init?(_ url: URL) {
      guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty else {
        return nil
      }
      self.scheme = scheme
      self.host = host
      port = url.port ?? (scheme == "https" ? 443 : 80)
    }
  }
}
