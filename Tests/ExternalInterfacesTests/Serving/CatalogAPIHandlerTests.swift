import Foundation
import Testing

@testable import ExternalInterfaces

/// The server's checks and the served scenes, in process: a request value in, an answer out,
/// over a real catalog file and its store.
@Suite(.serialized) struct CatalogAPIHandlerTests {
  private let served: ServedCatalog
  private var folder: URL { served.folder }
  private var path: String { served.path }

  init() throws {
    served = try ServedCatalog()
  }

  private func handler(
    writes: ServePolicy.Writes = .open, readOnly: Bool = false, cors: String? = nil,
    accounts: ServeAccounts = ServeAccounts(users: [], operatorToken: nil)
  ) -> CatalogAPIHandler {
    served.handler(writes: writes, readOnly: readOnly, cors: cors, accounts: accounts)
  }

  private func request(
    _ method: String, _ target: String, body: String = "", headers: [String: String] = [:]
  ) -> HTTPServerRequest {
    ServedCatalog.request(method, target, body: body, headers: headers)
  }

  private func json(_ response: HTTPServerResponse) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(response.body), options: [.fragmentsAllowed])
  }

  private func message(_ response: HTTPServerResponse) throws -> String {
    try #require((try json(response) as? [String: Any])?["message"] as? String)
  }

  @Test func theListAnswersInDummyJSONsEnvelope() async throws {
    let response = await handler().respond(to: request("GET", "/products/search?q=phone&limit=2&skip=1&select=title"))
    #expect(response.status == 200)
    let page = try #require(try json(response) as? [String: Any])
    #expect(page["total"] as? Int == 23)
    #expect(page["skip"] as? Int == 1)
    #expect(page["limit"] as? Int == 2)
    let products = try #require(page["products"] as? [[String: Any]])
    #expect(products.count == 2)
    #expect(products.allSatisfy { Set($0.keys) == ["id", "title"] })
    #expect(response.headers.contains(HTTPHeaderField(name: "X-Content-Type-Options", value: "nosniff")))
    #expect(response.headers.contains(HTTPHeaderField(name: "Content-Type", value: "application/json; charset=utf-8")))
  }

  /// A list's total and its neighbouring pages as headers too, each link the same query with
  /// only `skip` changed; an answer of everything has no pages to link.
  @Test func aListSaysItsTotalAndLinksItsPages() async throws {
    func field(_ response: HTTPServerResponse, _ name: String) -> String? {
      response.headers.first { $0.name == name }?.value
    }
    let middle = await handler().respond(to: request("GET", "/products/search?q=phone&select=title&skip=10&limit=5"))
    #expect(field(middle, "X-Total-Count") == "23")
    let base = "/products/search?q=phone&select=title&limit=5"
    #expect(
      field(middle, "Link")
        == "<\(base)>; rel=\"first\", <\(base)&skip=5>; rel=\"prev\", <\(base)&skip=15>; rel=\"next\", "
        + "<\(base)&skip=20>; rel=\"last\"")
    let first = await handler().respond(to: request("GET", "/products?limit=100"))
    #expect(field(first, "X-Total-Count") == "194")
    #expect(
      field(first, "Link")
        == "</products?limit=100>; rel=\"first\", </products?limit=100&skip=100>; rel=\"next\", "
        + "</products?limit=100&skip=100>; rel=\"last\"")
    let all = await handler().respond(to: request("GET", "/products/category/beauty?limit=0"))
    #expect(field(all, "X-Total-Count") == "5" && field(all, "Link") == nil)
    // A byte that could end a link is written escaped.
    let odd = await handler().respond(to: request("GET", "/products/search?q=a>b,c&limit=1"))
    #expect(field(odd, "Link")?.hasPrefix("</products/search?q=a%3Eb%2Cc&limit=1>; rel=\"first\"") == true)
  }

  @Test func aBadQueryNamesTheParameterAsTheAPIWritesIt() async throws {
    let sort = await handler().respond(to: request("GET", "/products?sortBy=prize"))
    #expect(sort.status == 400)
    #expect(try message(sort).contains("invalid sortBy \"prize\" (did you mean \"price\"?"))
    let limit = await handler().respond(to: request("GET", "/products?limit=ten"))
    #expect(limit.status == 400)
    #expect(try message(limit).contains("invalid limit \"ten\""))
    let unknown = await handler().respond(to: request("GET", "/products?sortby=price"))
    #expect(unknown.status == 400)
    #expect(try message(unknown).contains("unknown query parameter \"sortby\""))
    let encoding = await handler().respond(to: request("GET", "/products/search?q=%FF%FE"))
    #expect(encoding.status == 400)
  }

  @Test func anUnknownProductIs404WithoutTheServersPath() async throws {
    for id in ["999", "abc", "99999999999999999999999"] {
      let response = await handler().respond(to: request("GET", "/products/\(id)"))
      #expect(response.status == 404, "\(id)")
      #expect(try !message(response).contains(folder.path), "the answer gives away where the catalog is")
    }
  }

  @Test func routesAndMethodsThatAreNotTheAPIsAreRefused() async throws {
    let missing = await handler().respond(to: request("GET", "/admin"))
    #expect(missing.status == 404)
    let method = await handler().respond(to: request("DELETE", "/products"))
    #expect(method.status == 405)
    #expect(method.headers.contains { $0.name == "Allow" && $0.value == "GET, HEAD" })
  }

  @Test func anotherHostIsRefusedAsRebinding() async throws {
    let response = await handler().respond(
      to: request("GET", "/products", headers: ["host": "attacker.example:8080"]))
    #expect(response.status == 421)
    for host in ["localhost:8080", "LOCALHOST", "[::1]:8080", "127.0.0.1"] {
      #expect(
        await handler().respond(to: request("GET", "/products/1", headers: ["host": host])).status == 200, "\(host)")
    }
  }

  @Test func anEditIsSavedAndReadBackAndEveryProblemIsSaidAtOnce() async throws {
    let edited = await handler().respond(to: request("PATCH", "/products/1", body: #"{"price": 8.5, "stock": 3}"#))
    #expect(edited.status == 200)
    let product = try #require(try json(edited) as? [String: Any])
    #expect(product["price"] as? Double == 8.5)
    let reread = await handler().respond(to: request("GET", "/products/1"))
    #expect((try json(reread) as? [String: Any])?["stock"] as? Int == 3)

    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let bad = await handler().respond(to: request("PUT", "/products/1", body: #"{"price": -1, "rating": 9}"#))
    #expect(bad.status == 400)
    let problems = try #require((try json(bad) as? [String: Any])?["problems"] as? [String])
    #expect(problems.count == 2)
    let unknown = await handler().respond(to: request("PATCH", "/products/1", body: #"{"prcie": 1}"#))
    #expect(unknown.status == 400)
    #expect(try message(unknown).contains("unknown field \"prcie\""))
    for body in ["{", "[1]", "\u{FF}", #"{"a":1,"a":2}"#] {
      let broken = await handler().respond(to: request("PATCH", "/products/1", body: body))
      #expect(broken.status == 400, "\(body)")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "a refused change wrote something")
  }

  @Test func bodiesThatAreNotUTF8OrHoldImpossibleNumbersAreRefusedUnwritten() async throws {
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    var raw = request("PATCH", "/products/1", body: "{}")
    raw = HTTPServerRequest(
      method: raw.method, target: raw.target, headers: raw.headers,
      body: [0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D])
    #expect(await handler().respond(to: raw).status == 400)
    for body in [
      #"{"stock": 99999999999999999999999}"#, #"{"price": 1e400}"#, #"{"price": "cheap"}"#, #"{"tags": "a"}"#,
      #"{"dimensions": [1, 2]}"#, #"{"id": "x", "title": 5}"#,
    ] {
      let response = await handler().respond(to: request("PATCH", "/products/1", body: body))
      #expect(response.status == 400, "\(body)")
      #expect(try !message(response).isEmpty)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test func anAddIs201WithItsLocationAndADeleteSaysWhen() async throws {
    let added = await handler().respond(
      to: request("POST", "/products/add", body: #"{"title": "Lamp", "price": 9.5, "category": "lighting"}"#))
    #expect(added.status == 201)
    #expect(added.headers.contains(HTTPHeaderField(name: "Location", value: "/products/195")))
    let deleted = await handler().respond(to: request("DELETE", "/products/195"))
    #expect(deleted.status == 200)
    let body = try #require(try json(deleted) as? [String: Any])
    #expect(body["isDeleted"] as? Bool == true)
    #expect(body["title"] as? String == "Lamp")
    #expect(await handler().respond(to: request("DELETE", "/products/195")).status == 404)
  }

  @Test func writesAreRefusedAsThePolicySays() async throws {
    let body = #"{"price": 1}"#
    let readOnly = await handler(readOnly: true).respond(to: request("PATCH", "/products/1", body: body))
    #expect(readOnly.status == 405)
    #expect(try message(readOnly).contains("read-only"))
    let refused = await handler(writes: .refused).respond(to: request("PATCH", "/products/1", body: body))
    #expect(refused.status == 403)
    let accounts = ServeAccounts(
      users: [ServeAccounts.User(id: 1, username: "ada", password: "lovelace1")], operatorToken: "t-0123456789abcdef")
    let unsigned = await handler(writes: .signedIn, accounts: accounts).respond(
      to: request("PATCH", "/products/1", body: body))
    #expect(unsigned.status == 401)
    #expect(unsigned.headers.contains(HTTPHeaderField(name: "WWW-Authenticate", value: "Bearer")))
    let operatorToken = await handler(writes: .signedIn, accounts: accounts).respond(
      to: request("PATCH", "/products/1", body: body, headers: ["authorization": "Bearer t-0123456789abcdef"]))
    #expect(operatorToken.status == 200)
    let textPlain = await handler().respond(
      to: request("PATCH", "/products/1", body: body, headers: ["content-type": "text/plain"]))
    #expect(textPlain.status == 415)
    let otherSite = await handler().respond(
      to: request("PATCH", "/products/1", body: body, headers: ["origin": "https://evil.example"]))
    #expect(otherSite.status == 403)
  }

  @Test func signingInGivesATokenThatWritesAndLoggingOutTakesItBack() async throws {
    let accounts = ServeAccounts(
      users: [ServeAccounts.User(id: 1, username: "ada", password: "lovelace1")], operatorToken: nil)
    let api = handler(writes: .signedIn, accounts: accounts)
    let wrong = await api.respond(to: request("POST", "/auth/login", body: #"{"username":"ada","password":"nope"}"#))
    #expect(wrong.status == 400)
    let extra = await api.respond(
      to: request("POST", "/auth/login", body: #"{"username":"ada","password":"lovelace1","admin":true}"#))
    #expect(extra.status == 400)
    let login = await api.respond(
      to: request("POST", "/auth/login", body: #"{"username":"ada","password":"lovelace1"}"#))
    #expect(login.status == 200)
    let tokens = try #require(try json(login) as? [String: Any])
    let access = try #require(tokens["accessToken"] as? String)
    let refresh = try #require(tokens["refreshToken"] as? String)
    let me = await api.respond(to: request("GET", "/auth/me", headers: ["authorization": "Bearer \(access)"]))
    #expect((try json(me) as? [String: Any])?["username"] as? String == "ada")
    let write = await api.respond(
      to: request("PATCH", "/products/2", body: #"{"stock": 1}"#, headers: ["authorization": "Bearer \(access)"]))
    #expect(write.status == 200)
    // A refresh token is no access token, and is used up by its refresh.
    #expect(
      await api.respond(to: request("GET", "/auth/me", headers: ["authorization": "Bearer \(refresh)"])).status == 401)
    let renewed = await api.respond(to: request("POST", "/auth/refresh", body: #"{"refreshToken":"\#(refresh)"}"#))
    #expect(renewed.status == 200)
    #expect(
      await api.respond(to: request("POST", "/auth/refresh", body: #"{"refreshToken":"\#(refresh)"}"#)).status == 401)
    let out = await api.respond(to: request("POST", "/auth/logout", headers: ["authorization": "Bearer \(access)"]))
    #expect(out.status == 200)
    #expect(
      await api.respond(to: request("GET", "/auth/me", headers: ["authorization": "Bearer \(access)"])).status == 401)
  }

  @Test func corsIsClosedUnlessOneOriginIsOpened() async throws {
    let closed = await handler().respond(to: request("GET", "/products/1", headers: ["origin": "https://app.example"]))
    #expect(!closed.headers.contains { $0.name == "Access-Control-Allow-Origin" })
    let open = handler(cors: "https://app.example")
    let allowed = await open.respond(to: request("GET", "/products/1", headers: ["origin": "https://app.example"]))
    #expect(
      allowed.headers.contains(HTTPHeaderField(name: "Access-Control-Allow-Origin", value: "https://app.example")))
    let preflight = await open.respond(
      to: request("OPTIONS", "/products/1", headers: ["origin": "https://app.example"]))
    #expect(preflight.status == 204)
    #expect(preflight.headers.contains { $0.name == "Access-Control-Allow-Headers" })
    let other = await open.respond(to: request("OPTIONS", "/products/1", headers: ["origin": "https://evil.example"]))
    #expect(!other.headers.contains { $0.name.hasPrefix("Access-Control-Allow") })
  }

  /// OPTIONS names what the route takes, as its 405 does; reads alone on a read-only server;
  /// a path that is no route is 404 for OPTIONS too.
  @Test func optionsSaysWhatEachRouteTakes() async throws {
    func allow(_ response: HTTPServerResponse) -> String? {
      response.headers.first { $0.name == "Allow" }?.value
    }
    let cases = [
      ("/products", "GET, HEAD, OPTIONS"), ("/products/add", "POST, OPTIONS"),
      ("/products/7", "GET, HEAD, PUT, PATCH, DELETE, OPTIONS"), ("/auth/login", "POST, OPTIONS"),
      ("/", "GET, HEAD, OPTIONS"), ("/product/7/edit", "GET, HEAD, POST, OPTIONS"),
    ]
    for (target, methods) in cases {
      let answer = await handler().respond(to: request("OPTIONS", target))
      #expect(answer.status == 204 && allow(answer) == methods, "\(target): \(allow(answer) ?? "none")")
    }
    let refused = await handler().respond(to: request("POST", "/products"))
    #expect(refused.status == 405 && allow(refused).map { $0 + ", OPTIONS" } == "GET, HEAD, OPTIONS")
    let readOnly = await handler(readOnly: true).respond(to: request("OPTIONS", "/products/7"))
    #expect(allow(readOnly) == "GET, HEAD, OPTIONS")
    #expect(await handler().respond(to: request("OPTIONS", "/nowhere/at/all")).status == 404)
    let bad = await handler().respond(to: request("DELETE", "/products/01"))
    #expect(bad.status == 404)
    #expect(try message(bad).hasPrefix("no product has the id \"01\""))
  }

  /// `select` takes the fields `--fields` takes, nested ones kept nested; a name that is no
  /// field is 400 naming it, where it used to be dropped in silence.
  @Test func selectTakesTheFieldsOfFieldsAndRefusesOthers() async throws {
    let product = await handler().respond(to: request("GET", "/products/1?select=dimensions.width,title"))
    let object = try #require(try json(product) as? [String: Any])
    #expect(Set(object.keys) == ["id", "dimensions", "title"])
    #expect(Set((object["dimensions"] as? [String: Any])?.keys ?? [:].keys) == ["width"])
    let page = await handler().respond(to: request("GET", "/products?limit=2&select=meta.barcode"))
    let products = try #require((try json(page) as? [String: Any])?["products"] as? [[String: Any]])
    #expect(products.count == 2 && products.allSatisfy { Set($0.keys) == ["id", "meta"] })
    for (target, name) in [
      ("/products/1?select=title,colour", "colour"),
      ("/products/search?q=a&select=dimensions.colour", "dimensions.colour"),
    ] {
      let refused = await handler().respond(to: request("GET", target))
      #expect(refused.status == 400, "\(target)")
      #expect(try message(refused).hasPrefix("unknown field \"\(name)\" in select (fields: id, title,"), "\(target)")
    }
  }

  @Test func refusalsBeforeTheHandlerAreJSONToo() throws {
    let response = handler().refuse(HTTPRefusal(reason: .lengthAndTransferEncoding))
    #expect(response.status == 400)
    #expect(try message(response) == HTTPRefusal.Reason.lengthAndTransferEncoding.rawValue)
  }
}
