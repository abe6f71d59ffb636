import ApplicationLogic
import BusinessLogic
import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `catalog serve`'s answer to every request: the checks every request passes (its host, its
/// origin, its route, whether it may write), then the scene whose registration claims the route,
/// assembled for this request from the ports the composition root chose. Paths outside the API's
/// (`/products`, `/auth`) are web pages (`CatalogPages`).
struct CatalogAPIHandler: HTTPHandler {
  let policy: ServePolicy
  let accounts: ServeAccounts
  let repository: any ProductRepository
  let store: any ProductStore
  let log: RequestLog
  let pages: CatalogPages
  /// The rates service (for pages' `?currency=`) and About's facts; nil where none was given.
  let services: PageServices?
  /// What names the catalog's versions for the reads' `ETag`; nil: their bytes do.
  let revisions: (any CatalogRevisions)?
  /// Nil where this machine has no zlib: answers then go uncompressed.
  let gzip: GzipEncoder?
  let productJSON = ProductJSONCache()
  private let compressed = CompressedAnswers()
  /// `/openapi.json`, written once.
  private let openAPI: (bytes: [UInt8], tag: EntityTag) = {
    let bytes = Array(OpenAPIDocument.json(version: CatalogVersion.current).utf8)
    return (bytes, .of(bytes))
  }()
  /// The table's scenes, made once for the server's life (the table makes them when asked).
  private let scenes: [any SceneEntry]

  init(
    policy: ServePolicy, accounts: ServeAccounts, repository: any ProductRepository, store: any ProductStore,
    revisions: (any CatalogRevisions)?, gzip: GzipEncoder?, table: CommandTable, log: RequestLog,
    pages: CatalogPages, services: PageServices?
  ) {
    (self.policy, self.accounts, self.repository, self.store) = (policy, accounts, repository, store)
    (self.revisions, self.gzip) = (revisions, gzip)
    (self.log, self.pages, self.services) = (log, pages, services)
    scenes = table.scenes
  }

  /// What the composition root gives the pages beyond the API's ports.
  struct PageServices: Sendable {
    /// Nil where the operator named no rates service: prices are then not converted.
    let rates: (any ExchangeRateService)?
    let about: AboutFacts
  }

  func respond(to request: HTTPServerRequest) async -> HTTPServerResponse {
    let answer = await answer(request)
    return response(answer, to: request)
  }

  /// Reads what a first visit asks before the URL is printed, so whoever opens it is answered at
  /// once: the first page (a large file scanned and its index begun, a database connected), then
  /// the categories, which a large file counts from its finished index. The wait is cut at
  /// `patience` seconds, so a catalog that takes long (or a loaded machine) still gets its URL
  /// out; the reading goes on. A failure is not one yet: the request that meets it says why.
  func warmUp(patience: Double = 2) async {
    let repository = self.repository
    // Unstructured, so that the wait's end leaves the reading (and the index) to finish.
    let reading = Task {
      _ = try? await repository.products(matching: CatalogQuery())
      _ = try? await repository.categories()
    }
    await BoundedWait.wait(atMost: patience, for: reading)
  }

  func refuse(_ refusal: HTTPRefusal) -> HTTPServerResponse {
    response(.message(refusal.status, refusal.reason.rawValue), to: nil)
  }

  func exchangeEnded(_ exchange: HTTPExchange) {
    log.record(exchange)
  }

  // MARK: Checks

  private func answer(_ request: HTTPServerRequest) async -> WebAnswer {
    let value = request.header("host") ?? ""
    guard let authority = ServePolicy.Authority(value) else {
      if value.isEmpty { return .message(421, "this server answers only requests that name it in Host") }
      return .message(400, "the Host header \"\(WebText.quoted(value))\" is not a host and a port")
    }
    guard policy.serves(authority) else {
      return .message(
        421,
        "this server does not answer to the host \"\(WebText.quoted(value))\"; "
          + "its operator can allow it with --allow-host")
    }
    let origin = "http://" + authority.text
    if request.method == "OPTIONS" { return preflight(request) }
    if !PageRoute.isAPI(request.path) {
      return await pages.answer(request, origin: origin) { route, page in
        await pageScene(for: route, page: page, origin: origin)
      }
    }
    let route: WebRoute
    switch WebRoute.parse(method: request.method, path: request.path, query: request.query) {
    case .success(let parsed): route = parsed
    case .failure(let failure): return Self.answer(failure)
    }
    if route.isWrite || route == .login || route == .refresh || route == .logout {
      if let refusal = crossOriginRefusal(request, origin: origin) { return refusal }
    }
    let auth = AuthAPI(accounts: accounts)
    switch route {
    case .login: return auth.login(request.body, client: request.client)
    case .me: return auth.me(token: Self.bearer(request))
    case .refresh: return auth.refresh(request.body)
    case .logout: return auth.logout(token: Self.bearer(request))
    default: break
    }
    if route.isWrite, let refusal = writeRefusal(request) { return refusal }
    return await versioned(route, request: request, origin: origin)
  }

  /// A write from a page of another origin (not the `--cors` one), or one whose body is not
  /// declared JSON: a form on any web page could otherwise send it with the visitor's access.
  private func crossOriginRefusal(_ request: HTTPServerRequest, origin own: String) -> WebAnswer? {
    if let origin = request.header("origin"), origin.lowercased() != own, origin != policy.corsOrigin {
      return .message(403, "requests that change the catalog are not taken from pages of other sites")
    }
    let type = request.header("content-type")?.lowercased().split(separator: ";").first.map {
      $0.trimmingWhitespace()
    }
    if !request.body.isEmpty, type != "application/json" {
      return .message(415, "send the body as JSON, with Content-Type: application/json")
    }
    return nil
  }

  private func writeRefusal(_ request: HTTPServerRequest) -> WebAnswer? {
    if policy.readOnly {
      return WebAnswer(
        status: 405,
        .object([.init(name: "message", value: .string("this server is read-only: it was started with --read-only"))]),
        headers: [("Allow", "GET, HEAD")])
    }
    switch policy.writes {
    case .open: return nil
    case .refused:
      return .message(
        403,
        "this server takes no changes: it listens beyond this machine and no one can sign in "
          + "(its operator can give --users FILE or --write-token-file PATH)")
    case .signedIn:
      guard let token = Self.bearer(request), accounts.user(ofAccessToken: token) != nil else {
        return WebAnswer(
          status: 401,
          .object([
            .init(
              name: "message",
              value: .string(
                "changing the catalog needs a token: sign in at POST /auth/login, then send Authorization: Bearer TOKEN"
              ))
          ]),
          headers: [("WWW-Authenticate", "Bearer")])
      }
      return nil
    }
  }

  /// `OPTIONS`: the methods the route takes, as its 405 would say them (and `OPTIONS`); the
  /// reads alone on a read-only server. A path that is no route is 404, as for any method.
  private func preflight(_ request: HTTPServerRequest) -> WebAnswer {
    let parsed =
      PageRoute.isAPI(request.path)
      ? WebRoute.parse(method: "OPTIONS", path: request.path, query: nil).map { _ in }
      : PageRoute.parse(method: "OPTIONS", path: request.path, query: nil).map { _ in }
    guard case .failure(.methodNotAllowed(let taken)) = parsed else {
      if case .failure(let failure) = parsed { return Self.answer(failure) }
      return .message(404, "Not found")
    }
    let methods = policy.readOnly ? taken.filter { $0 == "GET" || $0 == "HEAD" } : taken
    var answer = WebAnswer(status: 204, .null, headers: [("Allow", (methods + ["OPTIONS"]).joined(separator: ", "))])
    if let origin = request.header("origin"), origin == policy.corsOrigin {
      answer.headers += [
        ("Access-Control-Allow-Methods", methods.joined(separator: ", ")),
        ("Access-Control-Allow-Headers", "Authorization, Content-Type"),
        ("Access-Control-Max-Age", "600"),
      ]
    }
    return answer
  }

  // MARK: Versions

  /// The scene's answer, named by its version where it is a read (`ETag`, D96); a write with
  /// `If-Match` is taken only from the version it names.
  private func versioned(_ route: WebRoute, request: HTTPServerRequest, origin: String) async -> WebAnswer {
    switch route {
    case .productList, .categories, .categoryList:
      guard let revision = await revisions?.currentRevision() else {
        return await tagged(route, request: request, origin: origin)
      }
      let tag = EntityTag.of(revision: revision, program: CatalogVersion.current)
      if let named = request.header("if-none-match"), tag.isNamed(inNoneMatch: named) {
        return .notModified(tag)
      }
      var answer = await scene(for: route, request: request, origin: origin)
      if answer.status == 200 { answer.validator = tag }
      return answer
    case .productDetail:
      return await tagged(route, request: request, origin: origin)
    case .openAPI:
      var answer = WebAnswer(status: 200, encoded: openAPI.bytes)
      answer.validator = openAPI.tag
      return answer
    case .editProduct(let id), .deleteProduct(let id):
      guard let expected = request.header("if-match"), let id = ProductID(canonical: id) else {
        return await scene(for: route, request: request, origin: origin)
      }
      return await conditionalWrite(route, id: id, expected: expected, request: request, origin: origin)
    default:
      return await scene(for: route, request: request, origin: origin)
    }
  }

  /// A read named by its bytes: one product (its version), or a list from a source that says
  /// nothing of its versions.
  private func tagged(_ route: WebRoute, request: HTTPServerRequest, origin: String) async -> WebAnswer {
    var answer = await scene(for: route, request: request, origin: origin)
    guard answer.status == 200, let bytes = answer.bytes else { return answer }
    (answer.encoded, answer.encoding) = (bytes, nil)
    answer.validator = .of(bytes)
    return answer
  }

  /// `If-Match`: the product as it is now must be the version named (its `GET` answer's tag), and
  /// the write starts from that version, so a change made after the check is refused by the
  /// store (409, said here as 412).
  private func conditionalWrite(
    _ route: WebRoute, id: ProductID, expected: String, request: HTTPServerRequest, origin: String
  ) async -> WebAnswer {
    let product: Product
    do {
      product = try await repository.product(withID: id)
    } catch .productNotFound {
      return .message(412, "no product has the id \(id.rawValue) now, so it is not the version If-Match names")
    } catch {
      return await scene(for: route, request: request, origin: origin)
    }
    guard EntityTag.of(productJSON.bytes(of: product)).isNamed(inMatch: expected) else {
      return Self.changedSinceTag
    }
    let answer = await scene(
      for: route, request: request, origin: origin,
      repository: PinnedProductRepository(base: repository, pinned: product))
    return answer.status == 409 ? Self.changedSinceTag : answer
  }

  private static let changedSinceTag = WebAnswer.message(
    412,
    "the product changed since the version If-Match names: read it again (GET) and send its new ETag")

  // MARK: The scene

  @MainActor
  private func scene(
    for route: WebRoute, request: HTTPServerRequest, origin: String, repository: (any ProductRepository)? = nil
  ) async -> WebAnswer {
    let context = WebContext(
      repository: repository ?? self.repository, store: store, vocabulary: WebVocabulary(), body: request.body,
      origin: origin,
      productJSON: productJSON, target: request.target)
    for entry in scenes {
      if let scene = entry.webScene(for: route, context: context) { return await scene.answer() }
    }
    return .message(404, "Not found")
  }

  @MainActor
  private func pageScene(for route: WebRoute, page: PageRequest, origin: String) async -> WebAnswer? {
    let context = WebContext(
      repository: repository, store: store, vocabulary: PageVocabulary(), body: [], origin: origin,
      productJSON: productJSON,
      page: PageContext(
        frame: page.frame, form: page.form, money: PriceFormatter(localeIdentifier: page.localeIdentifier),
        pricing: services?.rates.map { PriceQuoter(service: $0) }, rates: services?.rates, about: services?.about))
    for entry in scenes {
      if let scene = entry.webScene(for: route, context: context) { return await scene.answer() }
    }
    return nil
  }

  // MARK: The response

  private func response(_ answer: WebAnswer, to request: HTTPServerRequest?) -> HTTPServerResponse {
    var response = HTTPServerResponse(status: answer.status)
    if let encoded = answer.bytes {
      response.body = encoded
      response.field("Content-Type", answer.contentType)
    } else if answer.body != .null {
      response.body = answer.body.compactBytes
      response.field("Content-Type", answer.contentType)
    }
    let compressible = ContentCoding.isCompressible(answer.contentType)
    if let tag = answer.validator, let named = request?.header("if-none-match"),
      let form = tag.form(namedInNoneMatch: named)
    {
      // The client has this version: 304, no body, and the form of the tag it named.
      (response.status, response.body) = (304, [])
      response.headers.removeAll { $0.name == "Content-Type" }
      response.field("ETag", form.header)
    } else {
      let coded = compress(&response, request: request, compressible: compressible, tag: answer.validator)
      if let tag = answer.validator { response.field("ETag", (coded ? tag.gzipped : tag).header) }
    }
    let isPage = answer.contentType.hasPrefix("text/html")
    // RFC 9110 §6.6.1: a server with a clock says when it answered.
    if let date = HTTPDate.text(unixSeconds: time(nil)) { response.field("Date", date) }
    response.field("X-Content-Type-Options", "nosniff")
    response.field(
      "Content-Security-Policy", isPage ? pages.contentSecurityPolicy : "default-src 'none'; frame-ancestors 'none'")
    // A page's own forms must carry its origin (with no-referrer, a browser sends `Origin: null`);
    // no address goes to another site.
    response.field("Referrer-Policy", isPage ? "same-origin" : "no-referrer")
    if isPage { response.field("X-Frame-Options", "DENY") }
    if !answer.headers.contains(where: { $0.name == "Cache-Control" }) {
      // A named version may be kept, and is asked after each time; nothing else is kept.
      response.field("Cache-Control", answer.validator == nil ? "no-store" : "no-cache")
    }
    let corsOrigin = request?.header("origin").flatMap { $0 == policy.corsOrigin ? $0 : nil }
    if let corsOrigin { response.field("Access-Control-Allow-Origin", corsOrigin) }
    let varies =
      (compressible || answer.validator != nil ? ["Accept-Encoding"] : []) + (corsOrigin == nil ? [] : ["Origin"])
    if !varies.isEmpty { response.field("Vary", varies.joined(separator: ", ")) }
    for header in answer.headers { response.field(header.name, header.value) }
    return response
  }

  /// gzip, where the client takes it and it pays (`ContentCoding`); whether it was used. A
  /// version's answer is compressed once (`CompressedAnswers`).
  private func compress(
    _ response: inout HTTPServerResponse, request: HTTPServerRequest?, compressible: Bool, tag: EntityTag?
  ) -> Bool {
    guard compressible, HTTPStatusText.allowsBody(response.status),
      response.body.count >= ContentCoding.smallestCompressed, let gzip, let request,
      ContentCoding.acceptsGzip(request.header("accept-encoding"))
    else { return false }
    let body = response.body
    let made =
      if let tag { compressed.answer(to: request.target, at: tag) { gzip.gzip(body) } } else { gzip.gzip(body) }
    guard let made else { return false }
    response.body = made
    response.field("Content-Encoding", "gzip")
    return true
  }

  static func answer(_ failure: WebRoute.Failure) -> WebAnswer {
    switch failure {
    case .notFound:
      return .message(404, "Not found: the API's routes are under /products and /auth (docs/SERVER.md)")
    case .noSuchProduct(let id):
      return .message(
        404,
        "no product has the id \"\(WebText.quoted(id))\": an id is a whole number of 1 or more, as /products lists it")
    case .methodNotAllowed(let allowed):
      return WebAnswer(
        status: 405,
        .object([
          .init(name: "message", value: .string("this route takes \(allowed.joined(separator: ", ")) only"))
        ]),
        headers: [("Allow", allowed.joined(separator: ", "))])
    case .badQuery(.badEncoding(let parameter)):
      return .message(
        400, "the query parameter \"\(WebText.quoted(parameter))\" is not percent-encoded UTF-8")
    case .unknownField(let name, let known):
      return .message(
        400, "unknown field \"\(WebText.quoted(name))\" in select (fields: \(known.joined(separator: ", ")))")
    case .unknownParameter(let name, let known):
      let accepted = known.isEmpty ? "this route takes none" : "known: " + known.joined(separator: ", ")
      return .message(400, "unknown query parameter \"\(WebText.quoted(name))\" (\(accepted))")
    }
  }

  /// The token of `Authorization: Bearer TOKEN`.
  static func bearer(_ request: HTTPServerRequest) -> String? {
    guard let value = request.header("authorization") else { return nil }
    let parts = value.split(separator: " ", maxSplits: 1)
    guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
    return String(parts[1])
  }
}
