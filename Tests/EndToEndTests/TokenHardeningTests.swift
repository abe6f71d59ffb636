import Foundation
import Testing

/// Where a bearer token must never go: through a proxy in plain text, whatever name this machine
/// is given, and back out through a server's own words.
@Suite(.serialized) struct TokenHardeningTests {
  static let token = "tok_\(UUID().uuidString.replacingOccurrences(of: "-", with: ""))"

  /// With `http_proxy` set, a change to this machine under any of its names goes directly, never
  /// through the proxy; to another machine the token is not sent at all.
  @Test(arguments: ["a.b.localhost", "localhost.", "[0:0:0:0:0:0:0:1]", "0.0.0.0", "127.0.0.1", "[::ffff:127.0.0.1]"])
  func aChangeToThisMachineNeverGoesThroughTheProxy(host: String) throws {
    let proxy = try TestServer.recordingProxy()
    let outcome = try CatalogProcess.run(
      ["edit", "3", "--price", "8", "--source", "dummyjson+http://\(host):9/products", "--timeout", "3"],
      environment: ["CATALOG_TOKEN": Self.token, "http_proxy": proxy.url], timeout: 30)
    #expect(!proxy.logText.contains("proxied"), "\(host) went through the proxy: \(proxy.logText)")
    #expect(!outcome.stderr.contains(Self.token) && !outcome.stdout.contains(Self.token))
  }

  @Test func aChangeToAnotherMachineOverPlainHTTPSendsNoTokenAnywhere() throws {
    let proxy = try TestServer.recordingProxy()
    let outcome = try CatalogProcess.run(
      ["edit", "3", "--price", "8", "--source", "dummyjson+http://catalog.example:8001/products"],
      environment: ["CATALOG_TOKEN": Self.token, "http_proxy": proxy.url], timeout: 30)
    #expect(outcome.status != 0)
    #expect(!proxy.logText.contains("auth=yes"), "the token went through the proxy")
  }

  /// A server whose error repeats the request's headers (plainly, in a field error, and with
  /// JSON's `\/`): the token is written as `***` wherever its words are shown.
  @Test(arguments: [[String](), ["-o", "json"]])
  func aServerThatEchoesTheTokenDoesNotGetItPrinted(format: [String]) throws {
    let server = try TestServer.dummyJSON()
    let token = Self.token + "/x"
    let outcome = try CatalogProcess.run(
      ["edit", "3", "--price", "8", "--source", server.url + "/echo-headers"] + format,
      environment: ["CATALOG_TOKEN": token], timeout: 30)
    #expect(outcome.status == 1)
    #expect(server.logText.contains("auth Bearer"), "the token was sent, and echoed")
    #expect(outcome.stderr.contains("***"), "\(outcome.stderr)")
    for spelling in [token, Self.token, token.replacingOccurrences(of: "/", with: "\\/")] {
      #expect(!outcome.stderr.contains(spelling) && !outcome.stdout.contains(spelling))
    }
  }
}
