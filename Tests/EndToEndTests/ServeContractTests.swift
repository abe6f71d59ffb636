import Foundation
import Testing

/// One contract, three servers: the project's DummyJSON test server and `catalog serve` (on a
/// file, and on PostgreSQL) must give the same answers to the same requests, reads and writes,
/// so a client of one is a client of the others.
@Suite(.serialized) struct ServeContractTests {
  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    case dummyJSONTestServer, catalogServe, catalogServeOnPostgres
    var testDescription: String { rawValue }
  }

  /// A running server of `kind` over a fresh copy of the embedded catalog, with the user
  /// emilys/emilyspass.
  private final class Server {
    let port: Int
    private let keep: AnyObject
    let folder: URL

    init(_ kind: Kind) throws {
      let catalog = try ServeProcess.catalogCopy()
      folder = catalog.deletingLastPathComponent()
      switch kind {
      case .dummyJSONTestServer:
        let server = try TestServer.dummyJSON(catalog: catalog)
        (port, keep) = (server.port, server)
      case .catalogServe, .catalogServeOnPostgres:
        let users = try ServeProcess.usersFile(in: folder, [("emilys", "emilyspass")])
        var source = catalog.path
        if kind == .catalogServeOnPostgres {
          let cluster = try #require(PostgresCluster.shared, "no PostgreSQL to serve from")
          source = try cluster.catalogDatabase(loading: catalog.path)
        }
        let server = try ServeProcess(["--source", source, "--users", users.path])
        (port, keep) = (server.port, server)
      }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func get(_ target: String) throws -> SocketClient.Answer {
      try SocketClient.exchange(port: port, "GET", target)
    }

    func object(_ target: String) throws -> [String: Any] {
      try #require(try get(target).json as? [String: Any], "\(target)")
    }

    func ids(_ target: String) throws -> [Int] {
      try #require(try object(target)["products"] as? [[String: Any]]).compactMap { $0["id"] as? Int }
    }
  }

  @Test(arguments: Kind.allCases)
  func readsAnswerAsDummyJSONDoes(_ kind: Kind) throws {
    let server = try Server(kind)
    let first = try server.object("/products")
    #expect(first["total"] as? Int == 194)
    #expect(first["skip"] as? Int == 0)
    #expect(first["limit"] as? Int == 30)
    #expect(try server.ids("/products?limit=5&skip=10") == [11, 12, 13, 14, 15])
    #expect(try server.ids("/products?limit=0").count == 194)
    #expect(try server.object("/products/search?q=phone")["total"] as? Int == 23)
    let phones = try server.object("/products/category/smartphones?limit=0")
    let products = try #require(phones["products"] as? [[String: Any]])
    #expect(!products.isEmpty && products.allSatisfy { $0["category"] as? String == "smartphones" })
    #expect(phones["total"] as? Int == products.count)
    let selected = try server.object("/products/1?select=title,price")
    #expect(Set(selected.keys) == ["id", "title", "price"])
    #expect(try server.object("/products/1")["title"] as? String == "Essence Mascara Lash Princess")
    #expect(try server.ids("/products?sortBy=title&order=asc&limit=2") == [167, 99])
    // The dearest product, as the catalog file itself says.
    let all = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: TestServer.catalog)) as? [[String: Any]])
    let dearest = all.max { ($0["price"] as? Double ?? 0) < ($1["price"] as? Double ?? 0) }?["id"] as? Int
    #expect(try server.ids("/products?sortBy=price&order=desc&limit=1") == [try #require(dearest)])
    let missing = try server.get("/products/9999")
    #expect(missing.status == 404)
    #expect((missing.json as? [String: Any])?["message"] is String)
    let categories = try #require(try server.get("/products/categories").json as? [[String: Any]])
    #expect(categories.count == 24)
    let slugs = try #require(try server.get("/products/category-list").json as? [String])
    #expect(Set(slugs) == Set(categories.compactMap { $0["slug"] as? String }))
    #expect(
      categories.allSatisfy { ($0["url"] as? String)?.hasSuffix("/products/category/\($0["slug"] ?? "")") == true })
  }

  @Test(arguments: Kind.allCases)
  func writesAreKeptAndSignInIsDummyJSONs(_ kind: Kind) throws {
    let server = try Server(kind)
    let login = try SocketClient.exchange(
      port: server.port, "POST", "/auth/login", body: #"{"username": "emilys", "password": "emilyspass"}"#)
    #expect(login.status == 200)
    let token = try #require((login.json as? [String: Any])?["accessToken"] as? String)
    let bearer = ["Authorization": "Bearer \(token)"]
    let me = try SocketClient.exchange(port: server.port, "GET", "/auth/me", headers: bearer)
    #expect((me.json as? [String: Any])?["username"] as? String == "emilys")

    let added = try SocketClient.exchange(
      port: server.port, "POST", "/products/add", headers: bearer,
      body: #"{"title": "Desk Lamp", "price": 24.99, "category": "home-decoration"}"#)
    #expect(added.status == 201)
    #expect((added.json as? [String: Any])?["id"] as? Int == 195)
    let patched = try SocketClient.exchange(
      port: server.port, "PATCH", "/products/195", headers: bearer, body: #"{"price": 19.5}"#)
    #expect((patched.json as? [String: Any])?["price"] as? Double == 19.5)
    #expect(try server.object("/products/195")["price"] as? Double == 19.5)
    let put = try SocketClient.exchange(
      port: server.port, "PUT", "/products/195", headers: bearer, body: #"{"stock": 7}"#)
    #expect((put.json as? [String: Any])?["stock"] as? Int == 7)
    #expect((put.json as? [String: Any])?["title"] as? String == "Desk Lamp", "PUT merges, as DummyJSON's does")
    let deleted = try SocketClient.exchange(port: server.port, "DELETE", "/products/195", headers: bearer)
    #expect((deleted.json as? [String: Any])?["isDeleted"] as? Bool == true)
    #expect(try server.get("/products/195").status == 404)
    #expect(try server.object("/products")["total"] as? Int == 194)
  }
}
