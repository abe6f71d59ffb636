import BusinessLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The proxies, as curl reads them from the environment: `http_proxy` for `http://` (lower case
/// only: a CGI server sets `HTTP_PROXY` from a request header, the "httpoxy" hole),
/// `https_proxy` or `HTTPS_PROXY` for `https://` (tunnelled: the proxy relays encrypted bytes),
/// and `no_proxy`/`NO_PROXY`, a comma-separated list of host names and domain suffixes, or `*`.
/// This machine (`ThisMachine`) is never reached through a proxy.
///
/// The proxies are kept as the text of URLs checked when read, and made into URLs again when a
/// request asks: a `URL?` held in every command's settings made each command, even one that
/// sends no request, ask the runtime for the layout of Foundation's `URL` (issue 60).
struct HTTPProxy: Sendable, Equatable {
  let url: String?
  var secureURL: String? = nil
  let exceptions: [String]

  static let none = HTTPProxy(url: nil, exceptions: [])

  static func from(environment: [String: String]) -> HTTPProxy {
    func proxy(_ text: String?) -> URL? {
      guard let text, !text.isEmpty else { return nil }
      let withScheme = text.contains("://") ? text : "http://" + text
      guard let url = URL(string: withScheme), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
        url.host != nil
      else { return nil }
      return url
    }
    let plain = proxy(environment["http_proxy"]).flatMap { $0.scheme?.lowercased() == "http" ? $0 : nil }
    let secure = proxy(environment["https_proxy"] ?? environment["HTTPS_PROXY"])
    guard plain != nil || secure != nil else { return .none }
    let list = environment["no_proxy"] ?? environment["NO_PROXY"] ?? ""
    let exceptions = list.split(separator: ",").map { $0.trimmingWhitespace().lowercased() }
    return HTTPProxy(
      url: plain?.absoluteString, secureURL: secure?.absoluteString, exceptions: exceptions.filter { !$0.isEmpty })
  }

  /// The proxy to send a request for `target` through, or nil to connect directly.
  func proxy(for target: URL) -> URL? {
    let chosen = (target.scheme?.lowercased() == "https" ? secureURL : url).flatMap { URL(string: $0) }
    guard let chosen, let host = target.host?.lowercased() else { return nil }
    if ThisMachine.isHost(host) { return nil }
    for exception in exceptions {
      if exception == "*" { return nil }
      let suffix = exception.hasPrefix(".") ? String(exception.dropFirst()) : exception
      if host == suffix || host.hasSuffix("." + suffix) { return nil }
    }
    return chosen
  }
}
