import BusinessLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The sign-in questions a catalog server answers: DummyJSON's `/auth` routes (a username and
/// password for an access and a refresh token) and Datasette's `/-/actor.json` (who a token
/// is). Facts out, never words; the token goes only with the requests that ask about it, and
/// only where `ServerCredential` lets it.
struct SignInRequests: Sendable {
  /// The proxy and time limit; the credential is set per request.
  let http: HTTPSettings
  /// Seconds since 1970 now (the tests' clock in tests).
  let now: @Sendable () -> Int

  /// How long a DummyJSON access token is asked to last, in minutes (its default).
  static let accessMinutes = 60

  /// The kind of server at `url`: Datasette answers `/-/actor.json` with an `actor` member;
  /// DummyJSON answers `/auth/me` without a token with a 401 and a `message`.
  func kind(at url: URL, origin: String) async throws(AccountFailure) -> ServerAccountKind {
    let actor = try await answer(.get, at: try address(origin, "-/actor.json"), origin: origin)
    if actor.status == 200, case .object? = actor.json, actor.json?.member("actor") != nil { return .datasette }
    let me = try await answer(.get, at: try address(url.absoluteString, "auth/me"), origin: origin)
    if me.status == 401, case .string? = me.json?.member("message") { return .dummyJSON }
    throw .unknownKind(origin: origin)
  }

  /// `POST /auth/login`, then `GET /auth/me` with the token it answered, so what is kept is
  /// known to work.
  func logInToDummyJSON(at url: URL, origin: String, username: String, password: String)
    async throws(AccountFailure) -> KeptSignIn
  {
    let body: JSONTree = .object([
      .init(name: "username", value: .string(username)), .init(name: "password", value: .string(password)),
      .init(name: "expiresInMins", value: .number(String(Self.accessMinutes))),
    ])
    // A server that repeats the password in what it says has it masked, as a token is.
    let login = try await answer(
      .post, at: try address(url.absoluteString, "auth/login"), origin: origin, body: body, hiding: [password])
    guard login.status == 200 else { throw refusal(login, origin: origin) }
    let tokens = try self.tokens(in: login, origin: origin)
    let signIn = KeptSignIn(
      origin: origin, kind: .dummyJSON, url: url.absoluteString, name: username, token: tokens.token,
      refreshToken: tokens.refreshToken, expiresAt: tokens.expiresAt)
    guard case .works(let name) = await ask(about: signIn) else {
      throw .refused(origin: origin, message: "the token it answered does not work")
    }
    return KeptSignIn(
      origin: origin, kind: .dummyJSON, url: signIn.url, name: name ?? username, token: signIn.token,
      refreshToken: signIn.refreshToken, expiresAt: signIn.expiresAt)
  }

  /// `POST /auth/refresh`: a new pair for the kept refresh token.
  func renew(_ kept: KeptSignIn) async throws(AccountFailure) -> KeptSignIn {
    guard let refreshToken = kept.refreshToken, let url = URL(string: kept.url) else {
      throw .refused(origin: kept.origin, message: nil)
    }
    let body: JSONTree = .object([
      .init(name: "refreshToken", value: .string(refreshToken)),
      .init(name: "expiresInMins", value: .number(String(Self.accessMinutes))),
    ])
    let answer = try await answer(
      .post, at: try address(url.absoluteString, "auth/refresh"), origin: kept.origin, body: body,
      hiding: [refreshToken])
    guard answer.status == 200 else { throw refusal(answer, origin: kept.origin) }
    let tokens = try self.tokens(in: answer, origin: kept.origin)
    return KeptSignIn(
      origin: kept.origin, kind: kept.kind, url: kept.url, name: kept.name, token: tokens.token,
      refreshToken: tokens.refreshToken ?? kept.refreshToken, expiresAt: tokens.expiresAt)
  }

  /// Datasette: who `token` is, from `/-/actor.json`; a token that names no actor is refused.
  func signInToDatasette(at url: URL, origin: String, token: String) async throws(AccountFailure) -> KeptSignIn {
    let signIn = KeptSignIn(
      origin: origin, kind: .datasette, url: url.absoluteString, name: "", token: token, refreshToken: nil,
      expiresAt: nil)
    let actor = try await answer(.get, at: try address(origin, "-/actor.json"), origin: origin, token: signIn)
    guard actor.status == 200, case .object? = actor.json?.member("actor") else { throw refusal(actor, origin: origin) }
    guard case .string(let id)? = actor.json?.member("actor")?.member("id") else {
      throw .refused(origin: origin, message: nil)
    }
    var expiresAt: Int?
    if case .number(let text)? = actor.json?.member("actor")?.member("token_expires") { expiresAt = Int(text) }
    if let expiresAt, expiresAt <= now() { throw .expiredOnArrival(origin: origin, expiresAt: expiresAt) }
    return KeptSignIn(
      origin: origin, kind: .datasette, url: signIn.url, name: id, token: token, refreshToken: nil,
      expiresAt: expiresAt)
  }

  /// Whether the kept token still works, asked of its server now; one expired by this machine's
  /// clock is not sent (a write would not send it either).
  func check(_ kept: KeptSignIn) async -> AccountCheck {
    if kept.isExpired(at: now()) { return .expired(renewable: kept.isRenewable) }
    return switch await ask(about: kept) {
    case .works: .works
    // It may have expired while the server was asked.
    case .refused where kept.isExpired(at: now()): .expired(renewable: kept.isRenewable)
    case .refused: .refused
    case .unreachable(let error): .unreachable(error)
    }
  }

  /// `POST /auth/logout` with the access token; whether the server took it.
  func logOutOfDummyJSON(_ kept: KeptSignIn) async -> Bool {
    guard let url = URL(string: kept.url), let target = try? address(url.absoluteString, "auth/logout") else {
      return false
    }
    guard let answer = try? await answer(.post, at: target, origin: kept.origin, token: kept) else { return false }
    return answer.status == 200
  }

  private enum Who {
    /// With the name the server gave, when it gave one.
    case works(String?)
    case refused
    case unreachable(CatalogSourceError)
  }

  /// Who the server says the kept token is: `/auth/me` or `/-/actor.json`.
  private func ask(about kept: KeptSignIn) async -> Who {
    let path = kept.kind == .dummyJSON ? "auth/me" : "-/actor.json"
    let base = kept.kind == .dummyJSON ? kept.url : kept.origin
    let reply: Reply
    do {
      reply = try await answer(.get, at: try address(base, path), origin: kept.origin, token: kept)
    } catch {
      if case .server(let failure) = error { return .unreachable(failure) }
      return .refused
    }
    guard reply.status == 200 else {
      guard [400, 401, 403].contains(reply.status) else {
        return .unreachable(.unavailable(source: kept.origin, .rejected(status: reply.status, serverMessage: nil)))
      }
      return .refused
    }
    switch kept.kind {
    case .dummyJSON:
      guard case .string(let name)? = reply.json?.member("username") else { return .refused }
      return .works(name)
    case .datasette:
      guard case .string(let id)? = reply.json?.member("actor")?.member("id") else { return .refused }
      return .works(id)
    }
  }

  private struct Reply {
    let status: Int
    let json: JSONTree?
    let message: String?
  }

  /// The server's answer, with `hiding` (the secrets the request sent in its body) and the token
  /// masked wherever the answer repeats them.
  private func answer(
    _ method: HTTPRequest.Method, at url: URL, origin: String, body: JSONTree? = nil, token: KeptSignIn? = nil,
    hiding secrets: [String] = []
  ) async throws(AccountFailure) -> Reply {
    var settings = http
    settings.retries = method == .get ? settings.retries : 0
    if let token {
      guard case .success(let credential) = ServerCredential.make(token: token.token, for: url) else {
        throw .refused(origin: origin, message: nil)
      }
      settings.credential = credential
    }
    var bytes: [UInt8]?
    if let body {
      var written: [UInt8] = []
      JSONStyle.compact.write(body, indent: [], into: &written)
      bytes = written
    }
    let response: HTTPResponse
    do {
      response = SecretMask.hiding(
        secrets,
        in: try await HTTPClient(settings: settings).send(
          HTTPRequest(method, url, body: bytes, carriesCredential: token != nil)))
    } catch {
      throw .server(.unavailable(source: origin, error))
    }
    let json = try? JSONTree.parse(Array(response.body))
    return Reply(status: response.status, json: json, message: ServerMessage.read(from: response.body))
  }

  private func address(_ base: String, _ path: String) throws(AccountFailure) -> URL {
    let joined = (base.hasSuffix("/") ? String(base.dropLast()) : base) + "/" + path
    guard let url = URL(string: joined) else { throw .server(.unavailable(source: base, .unusableRequestURL)) }
    return url
  }

  /// A refusal with the server's words, or, for an answer that is no refusal (a 404 page, a
  /// 500), the kind of server being wrong or failing.
  private func refusal(_ reply: Reply, origin: String) -> AccountFailure {
    switch reply.status {
    case 400, 401, 403: .refused(origin: origin, message: reply.message)
    case 404, 405: .unknownKind(origin: origin)
    default: .server(.unavailable(source: origin, .rejected(status: reply.status, serverMessage: reply.message)))
    }
  }

  private struct Tokens {
    let token: String
    let refreshToken: String?
    let expiresAt: Int?
  }

  /// The tokens of a login or refresh answer, each one that can be sent and kept (`TokenRule`),
  /// the access token not expired yet; its expiry from its JWT `exp` when it is a JWT, else from
  /// the minutes asked for.
  private func tokens(in reply: Reply, origin: String) throws(AccountFailure) -> Tokens {
    guard case .string(let access)? = reply.json?.member("accessToken") else {
      throw .server(.unavailable(source: origin, .notCatalogJSON(status: reply.status, isHTML: false)))
    }
    if let problem = TokenRule.problem(with: access) { throw .unusableToken(origin: origin, problem) }
    var refresh: String?
    if case .string(let text)? = reply.json?.member("refreshToken") {
      if let problem = TokenRule.problem(with: text) { throw .unusableToken(origin: origin, problem) }
      refresh = text
    }
    let expiry = JWTExpiry.seconds(of: access) ?? now() + Self.accessMinutes * 60
    if expiry <= now() { throw .expiredOnArrival(origin: origin, expiresAt: expiry) }
    return Tokens(token: access, refreshToken: refresh, expiresAt: expiry)
  }
}
