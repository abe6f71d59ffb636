import Foundation
import Testing

@testable import ExternalInterfaces

/// `ETag`, `If-None-Match` and `If-Match` over a real catalog file: a list is named by the file's
/// version, a product by its own, and either changes with any write, by anyone.
@Suite(.serialized) struct ValidatorTests {
  private let served: ServedCatalog

  init() throws {
    served = try ServedCatalog()
  }

  private func header(_ name: String, _ response: HTTPServerResponse) -> String? {
    response.headers.first { $0.name == name }?.value
  }

  private func get(_ handler: CatalogAPIHandler, _ target: String, _ headers: [String: String] = [:]) async
    -> HTTPServerResponse
  {
    await handler.respond(to: ServedCatalog.request("GET", target, headers: headers))
  }

  private func patch(_ handler: CatalogAPIHandler, _ id: Int, _ body: String, ifMatch: String?) async
    -> HTTPServerResponse
  {
    await handler.respond(
      to: ServedCatalog.request(
        "PATCH", "/products/\(id)", body: body, headers: ifMatch.map { ["if-match": $0] } ?? [:]))
  }

  @Test func aListIsNotSentAgainUntilTheCatalogChanges() async throws {
    let handler = served.handler()
    let first = await get(handler, "/products?limit=2")
    let tag = try #require(header("ETag", first))
    #expect(header("Cache-Control", first) == "no-cache")
    let again = await get(handler, "/products?limit=2", ["if-none-match": "\"other\", " + tag])
    #expect(again.status == 304)
    #expect(again.body.isEmpty)
    #expect(header("ETag", again) == tag)
    #expect(header("Content-Type", again) == nil)
    #expect(await get(handler, "/products/categories", ["if-none-match": "*"]).status == 304)

    // A change made through this server, then one made beside it (the file replaced).
    #expect(await patch(handler, 1, #"{"price": 3}"#, ifMatch: nil).status == 200)
    let changed = await get(handler, "/products?limit=2", ["if-none-match": tag])
    #expect(changed.status == 200)
    let newTag = try #require(header("ETag", changed))
    #expect(newTag != tag)
    let text = try String(contentsOfFile: served.path, encoding: .utf8)
    try text.replacingOccurrences(of: "Essence Mascara", with: "Essence Mascara!").write(
      toFile: served.path, atomically: true, encoding: .utf8)
    let beside = await get(handler, "/products?limit=2", ["if-none-match": newTag])
    #expect(beside.status == 200)
    #expect(String(decoding: beside.body, as: UTF8.self).contains("Essence Mascara!"))
  }

  @Test func aProductsTagIsItsVersionAndAWriteCanRequireIt() async throws {
    let handler = served.handler()
    let tag = try #require(header("ETag", await get(handler, "/products/3")))
    #expect(await get(handler, "/products/3", ["if-none-match": tag]).status == 304)
    // Another product's change leaves this one's version as it was.
    #expect(await patch(handler, 4, #"{"price": 2}"#, ifMatch: nil).status == 200)
    #expect(await get(handler, "/products/3", ["if-none-match": tag]).status == 304)

    #expect(await patch(handler, 3, #"{"price": 5}"#, ifMatch: "W/" + tag).status == 412)
    #expect(await patch(handler, 3, #"{"price": 5}"#, ifMatch: tag).status == 200)
    let stale = await patch(handler, 3, #"{"price": 6}"#, ifMatch: tag)
    #expect(stale.status == 412)
    #expect(String(decoding: stale.body, as: UTF8.self).contains("If-Match"))
    let product = try JSONSerialization.jsonObject(with: Data(await get(handler, "/products/3").body))
    #expect((product as? [String: Any])?["price"] as? Double == 5)

    #expect(await patch(handler, 3, #"{"price": 7}"#, ifMatch: "*").status == 200)
    let gone = await handler.respond(
      to: ServedCatalog.request("DELETE", "/products/999", headers: ["if-match": "*"]))
    #expect(gone.status == 412)
  }

  /// The check and the write are one: a product changed after `If-Match` was checked is refused by
  /// the store (its version is not the one the write started from), and said as 412. Here the
  /// handler reads an older copy of the file than the one its store writes.
  @Test func aChangeAfterTheCheckIsRefused() async throws {
    let older = served.folder.appendingPathComponent("older.json").path
    try FileManager.default.copyItem(atPath: served.path, toPath: older)
    #expect(await patch(served.handler(), 5, #"{"price": 9}"#, ifMatch: nil).status == 200)
    let factory = CatalogRepositoryFactory()
    let policy = ServePolicy(
      hostNames: ServePolicy.hostNames(listeningOn: "127.0.0.1", loopback: true, allowed: []), corsOrigin: nil,
      readOnly: false, writes: .open)
    let accounts = ServeAccounts(users: [], operatorToken: nil)
    let split = CatalogAPIHandler(
      policy: policy, accounts: accounts, repository: factory.makeRepository(for: .file(path: older)),
      store: factory.makeStore(for: .file(path: served.path)), revisions: nil, gzip: nil, table: .catalog,
      log: RequestLog(descriptor: -1, enabled: false),
      pages: CatalogPages(policy: policy, accounts: accounts, sessions: PageSessions(), loadsImages: false),
      services: nil)
    let tag = try #require(header("ETag", await get(split, "/products/5")))
    #expect(await patch(split, 5, #"{"price": 1}"#, ifMatch: tag).status == 412)
    let kept = try JSONSerialization.jsonObject(with: Data(await get(served.handler(), "/products/5").body))
    #expect((kept as? [String: Any])?["price"] as? Double == 9)
  }

  @Test func aTagListIsReadAsRFC9110WritesIt() {
    let tag = EntityTag(opaque: "b1,2")
    #expect(tag.isNamed(inNoneMatch: #""x", W/"b1,2""#))
    #expect(tag.isNamed(inNoneMatch: #""b1,2-gz""#))
    #expect(tag.form(namedInNoneMatch: #""b1,2-gz""#) == tag.gzipped)
    #expect(!tag.isNamed(inNoneMatch: #""b1""#))
    #expect(!tag.isNamed(inNoneMatch: "b1,2"))
    #expect(tag.isNamed(inMatch: " * "))
    #expect(!tag.isNamed(inMatch: #"W/"b1,2""#))
    #expect(tag.isNamed(inMatch: #""y" , "b1,2""#))
    #expect(!tag.isNamed(inNoneMatch: "\"unterminated"))
    #expect(EntityTag.of(Array("a".utf8)) == EntityTag.of(Array("a".utf8)))
    #expect(EntityTag.of(Array("a".utf8)) != EntityTag.of(Array("b".utf8)))
    #expect(EntityTag.of(revision: "1", program: "1.0") != EntityTag.of(revision: "1", program: "1.1"))
  }
}
