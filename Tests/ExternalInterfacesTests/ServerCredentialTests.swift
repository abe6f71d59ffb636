import BusinessLogic
import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

/// The token's rules: bound to its server's origin, never over plain http to another machine,
/// never printable, never a header-breaking text.
struct ServerCredentialTests {
  private func credential(_ token: String = "dstok_abc", for server: String) throws -> ServerCredential {
    try ServerCredential.make(token: token, for: try #require(URL(string: server))).get()
  }

  @Test func theTokenGoesToTheSameOriginOnly() throws {
    let token = try credential(for: "https://catalog.example/db/products")
    #expect(
      token.authorization(for: try #require(URL(string: "https://catalog.example/db/products/-/insert")))
        == "Bearer dstok_abc")
    #expect(token.authorization(for: try #require(URL(string: "HTTPS://CATALOG.EXAMPLE:443/x"))) == "Bearer dstok_abc")
    for other in [
      "https://catalog.example:8443/x", "http://catalog.example/x", "https://evil.example/x",
      "https://catalog.example.evil.example/x",
    ] {
      #expect(token.authorization(for: try #require(URL(string: other))) == nil, "\(other)")
    }
  }

  @Test func plainHTTPCarriesItOnlyToThisMachine() throws {
    for loopback in ["http://127.0.0.1:8001/db/t", "http://localhost:8001", "http://[::1]:8001", "http://127.8.9.10"] {
      let token = try credential(for: loopback)
      #expect(!token.exposedOnTheWay, "\(loopback)")
      #expect(token.authorization(for: try #require(URL(string: loopback + "/x"))) != nil, "\(loopback)")
    }
    for remote in ["http://10.0.0.5:8001/db/t", "http://catalog.example", "http://127.0.0.1.example.com"] {
      let token = try credential(for: remote)
      #expect(token.exposedOnTheWay, "\(remote)")
      #expect(token.authorization(for: try #require(URL(string: remote + "/x"))) == nil, "\(remote)")
    }
  }

  @Test func noDescriptionShowsTheToken() throws {
    let token = try credential("dstok_secret", for: "https://catalog.example")
    var dumped = ""
    dump(token, to: &dumped)
    for text in [String(describing: token), String(reflecting: token), "\(token)", dumped] {
      #expect(!text.contains("dstok_secret"), "\(text)")
    }
  }

  @Test func aTokenIsOneLineOfVisibleCharacters() throws {
    let server = try #require(URL(string: "https://catalog.example"))
    #expect(ServerCredential.make(token: "  dstok_a\n", for: server).map { _ in true } == .success(true))
    #expect(ServerCredential.make(token: " \n", for: server) == .failure(.empty))
    for broken in ["a\r\nX-Other: 1", "two words", "tab\there", "é"] {
      #expect(ServerCredential.make(token: broken, for: server) == .failure(.notPrintable), "\(broken)")
    }
  }

  @Test func aChangeFollowsOnlyRedirectsThatKeepItWhereItWasMeant() throws {
    let from = try #require(URL(string: "http://127.0.0.1:8001/db/t/-/insert"))
    let change = HTTPRequest.Method.post
    let read = HTTPRequest.Method.get
    let sameOrigin = try #require(URL(string: "http://127.0.0.1:8001/other/-/insert"))
    let otherPort = try #require(URL(string: "http://127.0.0.1:8002/db/t/-/insert"))
    #expect(HTTPClient.follows(change, from: from, to: sameOrigin, status: 307))
    #expect(HTTPClient.follows(change, from: from, to: sameOrigin, status: 308))
    #expect(!HTTPClient.follows(change, from: from, to: sameOrigin, status: 302), "a 302 would turn it into a GET")
    #expect(!HTTPClient.follows(change, from: from, to: otherPort, status: 307))
    #expect(HTTPClient.follows(read, from: from, to: otherPort, status: 302))
  }

  @Test func aServerStoreRefusesToSendATokenOverPlainHTTPBeforeAnyRequest() async throws {
    let server = try #require(ServerURL("http://192.0.2.1:8001/db/products"))
    var settings = HTTPSettings()
    settings.credential = try credential(for: "http://192.0.2.1:8001/db/products")
    let store = ServerProductStore(server: server, kind: .datasette, settings: settings)
    let refusal = CatalogWriteError.tokenOverPlainHTTP(source: "http://192.0.2.1:8001/db/products", host: "192.0.2.1")
    await #expect(throws: refusal) { try await store.checkWritable() }
    let draft = ProductDraft(
      fields: Product(id: ProductID(0), title: "Lamp", category: CategorySlug("lighting"), price: Money(5)),
      unmodeled: [])
    await #expect(throws: refusal) { _ = try await store.add(draft, mode: .commit) }
  }
}
