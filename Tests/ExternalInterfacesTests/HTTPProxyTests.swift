import Foundation
import Testing

@testable import ExternalInterfaces

/// Which proxy a request goes through, as curl reads the environment: by the target's scheme,
/// never for this machine or a `no_proxy` host, and never from `HTTP_PROXY` (httpoxy).
@Suite struct HTTPProxyTests {
  private let plain = URL(fileURLWithPath: "/").with("http://catalog.example/products")
  private let secure = URL(fileURLWithPath: "/").with("https://catalog.example/products")

  @Test func eachSchemeHasItsOwnProxy() {
    let both = HTTPProxy.from(environment: [
      "http_proxy": "proxy.example:3128", "https_proxy": "http://tunnel.example:8080",
    ])
    #expect(both.proxy(for: plain)?.absoluteString == "http://proxy.example:3128")
    #expect(both.proxy(for: secure)?.absoluteString == "http://tunnel.example:8080")
    let upper = HTTPProxy.from(environment: ["HTTPS_PROXY": "http://tunnel.example:8080", "HTTP_PROXY": "evil:1"])
    #expect(upper.proxy(for: secure)?.host == "tunnel.example")
    #expect(upper.proxy(for: plain) == nil, "HTTP_PROXY can come from a request header (httpoxy)")
    #expect(HTTPProxy.from(environment: ["http_proxy": "http://proxy.example:3128"]).proxy(for: secure) == nil)
  }

  @Test func exceptionsAndThisMachineGoDirect() {
    let proxy = HTTPProxy.from(environment: [
      "https_proxy": "http://tunnel.example:8080", "no_proxy": "internal.example, .corp",
    ])
    for direct in [
      "https://internal.example/", "https://a.internal.example/", "https://x.corp/", "https://127.0.0.1:8443/",
    ] {
      #expect(proxy.proxy(for: plain.with(direct)) == nil, "\(direct)")
    }
    #expect(proxy.proxy(for: secure) != nil)
    let everything = HTTPProxy.from(environment: ["https_proxy": "http://tunnel.example:8080", "NO_PROXY": "*"])
    #expect(everything.proxy(for: secure) == nil)
  }
}

extension URL {
  /// `text` as a URL; this URL where `text` is not one (the expectations then fail visibly).
  fileprivate func with(_ text: String) -> URL {
    URL(string: text) ?? self
  }
}
