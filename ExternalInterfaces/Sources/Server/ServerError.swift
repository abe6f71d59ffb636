import ApplicationLogic
import BusinessLogic
import Foundation

/// Turns transport failures and unusable answers into the catalog errors the use cases report,
/// each naming the source and what to do.
enum ServerError {
  static func from(_ failure: HTTPFailure, source: String, settings: HTTPSettings) -> CatalogSourceError {
    switch failure {
    case .connectionRefused:
      return .unavailable(
        source: source, reason: "connection refused",
        remedy: "check that the server is running and that the URL's host and port are right")
    case .unknownHost(let host):
      return .unavailable(
        source: source, reason: "unknown host \(host.isEmpty ? "in the URL" : host)",
        remedy: "check the host name in the URL")
    case .timedOut:
      return .unavailable(
        source: source, reason: "no complete answer within \(NumberText.exact(settings.timeout)) s",
        remedy: "try again, or allow more time with --timeout SECONDS")
    case .redirectLoop:
      return .unavailable(
        source: source, reason: "the server redirects in a loop",
        remedy: "check the URL; it should be the catalog's own address, not one that forwards")
    case .tooLarge(let limit):
      return .unavailable(
        source: source, reason: "the answer is larger than \(limit >> 20) MB, far more than a page should be",
        remedy: "check that the URL points at a catalog API")
    case .cutOff:
      return .unavailable(
        source: source, reason: "the answer was cut off before its end", remedy: "try again; the connection dropped")
    case .transport(let message):
      return .unavailable(source: source, reason: message, remedy: "check the URL and the network")
    case .unrequestedEncoding(let encoding):
      return .unavailable(
        source: source,
        reason:
          "the server sent a compressed answer (\(TerminalSafeText.singleLine(encoding))) although it was asked for an uncompressed one",
        remedy: "check that the URL points at a catalog API; a catalog server answers uncompressed when asked")
    case .afterRedirect(let target, let underlying):
      guard case .unavailable(_, let reason, _) = from(underlying, source: source, settings: settings) else {
        return from(underlying, source: source, settings: settings)
      }
      return .unavailable(
        source: source, reason: "the server redirected to \(ServerURL.redacting(target)), where: \(reason)",
        remedy: "the server's redirect is wrong, or its target is down: tell whoever runs the server")
    }
  }

  /// An answer with a status the source did not expect.
  static func from(_ response: HTTPResponse, source: String, settings: HTTPSettings) -> CatalogSourceError {
    let status = response.status
    let tries = response.attempts == 1 ? "once" : "\(response.attempts) times"
    if status == 429, let wait = response.refusedWait {
      return .unavailable(
        source: source,
        reason: "the server is limiting requests (HTTP 429) and asked to wait \(NumberText.exact(wait)) s, "
          + "past the \(NumberText.exact(settings.timeout)) s time limit",
        remedy: "try again later, or allow more time with --timeout SECONDS")
    }
    if status == 429 {
      return .unavailable(
        source: source, reason: "the server is limiting requests (HTTP 429) and refused \(tries)",
        remedy: "wait a few seconds and try again")
    }
    if status >= 500 {
      return .unavailable(
        source: source, reason: "the server failed (HTTP \(status)) \(tries)",
        remedy: "try again later, or tell whoever runs the server")
    }
    if !response.isJSON {
      return .unavailable(
        source: source, reason: "HTTP \(status) with \(kind(of: response)) page instead of catalog JSON",
        remedy: "check the URL: for a DummyJSON server it is the API base, the part before /products")
    }
    let message = ServerMessage.read(from: response.body).map { ": \($0)" } ?? ""
    return .unavailable(
      source: source, reason: "the server refused the request (HTTP \(status))\(message)",
      remedy: "check the URL and the flags")
  }

  private static func kind(of response: HTTPResponse) -> String {
    (response.contentType?.lowercased().contains("html") ?? false) ? "an HTML" : "a non-JSON"
  }
}
