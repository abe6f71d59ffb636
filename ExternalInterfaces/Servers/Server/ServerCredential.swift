import BusinessLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
    let trimmed = token.trimmingWhitespace()
    guard !trimmed.isEmpty else { return .failure(.empty) }
    guard trimmed.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
      return .failure(.notPrintable)
    }
    guard let origin = Origin(server) else { return .failure(.empty) }
    return .success(ServerCredential(token: trimmed, origin: origin))
  }

  private init(token: String, origin: Origin) {
    (self.token, self.origin) = (token, origin)
  }

  /// The `Authorization` value for a request to `url`; nil when the token must not go there.
  func authorization(for url: URL) -> String? {
    guard Origin(url) == origin, !exposedOnTheWay else { return nil }
    return "Bearer " + token
  }

  /// Plain `http` to a host other than this machine: anyone on the way could read the token.
  var exposedOnTheWay: Bool {
    Self.isExposed(scheme: origin.scheme, host: origin.host)
  }

  /// The one rule of where a secret may travel in plain text: only to this machine. Sign-in
  /// refuses such a server before it asks for a password by this rule too.
  static func isExposed(scheme: String, host: String) -> Bool {
    scheme == "http" && !ThisMachine.isHost(host)
  }

  /// `url`'s origin as text (`https://dummyjson.com`, `http://127.0.0.1:8001`): what a sign-in is
  /// kept under. Two URLs a credential treats as one origin give the same text.
  static func originText(of url: URL) -> String? {
    guard let origin = Origin(url) else { return nil }
    let host = origin.host.contains(":") && !origin.host.hasPrefix("[") ? "[\(origin.host)]" : origin.host
    let usual = origin.scheme == "https" ? 443 : 80
    return "\(origin.scheme)://\(host)" + (origin.port == usual ? "" : ":\(origin.port)")
  }

  var host: String { origin.host }

  var description: String { "ServerCredential(<redacted> for \(origin.scheme)://\(origin.host))" }
  var debugDescription: String { description }
  var customMirror: Mirror { Mirror(self, children: [:]) }

  /// The answer with the token written as `***` (`SecretMask`): a server that repeats the
  /// request's headers in what it says does not get the token printed, whatever part of this
  /// program shows its words.
  func redacting(_ response: HTTPResponse) -> HTTPResponse {
    SecretMask.hiding([token], in: response)
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
