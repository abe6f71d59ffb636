import Foundation
import Testing

@testable import ExternalInterfaces

/// One definition of this machine serves the token rule and the proxy rule: proven by asking
/// both about every spelling.
@Suite struct ThisMachineTests {
  static let local = [
    "localhost", "LOCALHOST", "localhost.", "a.b.localhost", "a.localhost.", "127.0.0.1", "127.1.2.3", "0.0.0.0",
    "::1", "[::1]", "[0:0:0:0:0:0:0:1]", "0:0::1", "::", "[::ffff:127.0.0.1]", "::ffff:7f00:1",
  ]
  static let remote = [
    "example.com", "localhost.example.com", "mylocalhost", "128.0.0.1", "10.0.0.1", "::2", "[::ffff:10.0.0.1]",
    "127.0.0.1.example.com", "",
  ]

  @Test func theTokenRuleAndTheProxyRuleAgreeOnEverySpelling() throws {
    let proxy = HTTPProxy.from(environment: ["http_proxy": "http://127.0.0.1:3128"])
    for host in Self.local + Self.remote {
      let isLocal = ThisMachine.isHost(host)
      #expect(isLocal == Self.local.contains(host), "\(host)")
      guard !host.isEmpty,
        let url = URL(string: "http://\(host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host):8001/")
      else {
        continue
      }
      let credential = try ServerCredential.make(token: "t", for: url).get()
      #expect(credential.exposedOnTheWay == !isLocal, "token rule for \(host)")
      #expect((proxy.proxy(for: url) == nil) == isLocal, "proxy rule for \(host)")
    }
  }
}
