import Foundation

/// The proxy for plain `http://` requests, as curl reads it from the environment: `http_proxy`
/// (lower case only: a CGI server sets `HTTP_PROXY` from a request header, the "httpoxy" hole),
/// and `no_proxy`/`NO_PROXY`, a comma-separated list of host names and domain suffixes, or `*`.
/// This machine (`ThisMachine`) is never reached through a proxy. (`https://` goes through URLSession, which reads
/// `https_proxy` itself.)
struct HTTPProxy: Sendable, Equatable {
  let url: URL?
  let exceptions: [String]

  static let none = HTTPProxy(url: nil, exceptions: [])

  static func from(environment: [String: String]) -> HTTPProxy {
    guard let text = environment["http_proxy"], !text.isEmpty else { return .none }
    let withScheme = text.contains("://") ? text : "http://" + text
    guard let url = URL(string: withScheme), url.scheme?.lowercased() == "http", url.host != nil else { return .none }
    let list = environment["no_proxy"] ?? environment["NO_PROXY"] ?? ""
    let exceptions = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    return HTTPProxy(url: url, exceptions: exceptions.filter { !$0.isEmpty })
  }

  /// The proxy to send a request for `target` through, or nil to connect directly.
  func proxy(for target: URL) -> URL? {
    guard let url, let host = target.host?.lowercased() else { return nil }
    if ThisMachine.isHost(host) { return nil }
    for exception in exceptions {
      if exception == "*" { return nil }
      let suffix = exception.hasPrefix(".") ? String(exception.dropFirst()) : exception
      if host == suffix || host.hasSuffix("." + suffix) { return nil }
    }
    return url
  }
}
