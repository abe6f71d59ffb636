#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One request to a catalog server: a read, or a change carrying a JSON body.
struct HTTPRequest: Sendable {
  enum Method: String, Sendable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"
  }

  let method: Method
  let url: URL
  /// JSON, sent with `Content-Type: application/json`.
  var body: [UInt8]?
  /// Whether the credential goes with it (where `ServerCredential` allows): a change, or a
  /// read that asks who the token is (`/auth/me`, `/-/actor.json`). Other reads are anonymous.
  let carriesCredential: Bool

  init(_ method: Method, _ url: URL, body: [UInt8]? = nil, carriesCredential: Bool? = nil) {
    (self.method, self.url, self.body) = (method, url, body)
    self.carriesCredential = carriesCredential ?? (method != .get)
  }

  /// A read can be repeated and redirected freely; a change is sent once, to where it was meant.
  var isRead: Bool { method == .get }

  /// The header fields every exchange sends, whatever carries it: JSON asked for, uncompressed
  /// (so nothing is ever inflated, D28), the body's type, and `authorization` when given.
  func headerFields(authorization: String?) -> [String] {
    ["Accept: application/json", "Accept-Encoding: identity"]
      + (body != nil ? ["Content-Type: application/json"] : [])
      + (authorization.map { ["Authorization: " + $0] } ?? [])
  }
}
