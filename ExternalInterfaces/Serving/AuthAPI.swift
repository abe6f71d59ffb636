/// DummyJSON's `/auth` routes over `ServeAccounts`: `POST /auth/login` with a username and
/// password, `GET /auth/me` with a token, `POST /auth/refresh` with a refresh token, and
/// `POST /auth/logout`. Bodies are checked member by member; an unknown member is refused.
struct AuthAPI: Sendable {
  let accounts: ServeAccounts

  static let defaultMinutes = 60
  static let invalidToken = WebAnswer.message(401, "Invalid/Expired Token!")

  func login(_ body: [UInt8], client: String) -> WebAnswer {
    let members: [String: JSONTree]
    switch Self.object(body, known: ["username", "password", "expiresInMins"]) {
    case .success(let read): members = read
    case .failure(let refusal): return refusal.answer
    }
    guard case .string(let username)? = members["username"], case .string(let password)? = members["password"] else {
      return .message(400, "Username and password required (strings, in a JSON object)")
    }
    guard let minutes = Self.minutes(members["expiresInMins"]) else {
      return .message(400, "expiresInMins must be a whole number of minutes from 1 to 1440")
    }
    guard accounts.canSignIn else { return .message(400, "Invalid credentials") }
    switch accounts.signIn(username: username, password: password, minutes: minutes, client: client) {
    case .signedIn(let tokens): return WebAnswer(Self.tokens(tokens, withUser: true))
    case .wrongCredentials: return .message(400, "Invalid credentials")
    case .tooSoon(let seconds): return Self.tooSoon(seconds)
    }
  }

  /// 429, with when to try again.
  static func tooSoon(_ seconds: Int) -> WebAnswer {
    var answer = WebAnswer.message(429, SignInThrottle.refusal(waiting: seconds))
    answer.headers.append(("Retry-After", String(seconds)))
    return answer
  }

  func me(token: String?) -> WebAnswer {
    guard let token, let user = accounts.user(ofAccessToken: token) else { return Self.invalidToken }
    return WebAnswer(
      .object([
        .init(name: "id", value: .number(String(user.id))), .init(name: "username", value: .string(user.username)),
      ]))
  }

  func refresh(_ body: [UInt8]) -> WebAnswer {
    let members: [String: JSONTree]
    switch Self.object(body, known: ["refreshToken", "expiresInMins"]) {
    case .success(let read): members = read
    case .failure(let refusal): return refusal.answer
    }
    guard case .string(let token)? = members["refreshToken"] else {
      return .message(401, "Refresh token required")
    }
    guard let minutes = Self.minutes(members["expiresInMins"]) else {
      return .message(400, "expiresInMins must be a whole number of minutes from 1 to 1440")
    }
    guard let tokens = accounts.refresh(token, minutes: minutes) else { return Self.invalidToken }
    return WebAnswer(Self.tokens(tokens, withUser: false))
  }

  func logout(token: String?) -> WebAnswer {
    guard let token, accounts.signOut(token) else { return Self.invalidToken }
    return .message(200, "signed out")
  }

  private static func tokens(_ tokens: ServeAccounts.Tokens, withUser: Bool) -> JSONTree {
    let user: [JSONTree.Member] =
      withUser
      ? [
        .init(name: "id", value: .number(String(tokens.user.id))),
        .init(name: "username", value: .string(tokens.user.username)),
      ] : []
    return .object(
      user + [
        .init(name: "accessToken", value: .string(tokens.access)),
        .init(name: "refreshToken", value: .string(tokens.refresh)),
      ])
  }

  private static func minutes(_ value: JSONTree?) -> Int? {
    guard let value else { return defaultMinutes }
    guard case .number(let text) = value, let minutes = Int(text), (1...1440).contains(minutes) else { return nil }
    return minutes
  }

  private struct Refusal: Error {
    let answer: WebAnswer
  }

  /// The body as one JSON object of known members.
  private static func object(_ body: [UInt8], known: [String]) -> Result<[String: JSONTree], Refusal> {
    let tree: JSONTree
    do throws(JSONReadError) {
      tree = try JSONTree.parse(body)
    } catch {
      return .failure(Refusal(answer: .message(400, "the body is not JSON; send a JSON object")))
    }
    guard case .object(let members) = tree else {
      return .failure(Refusal(answer: .message(400, "the body is not a JSON object")))
    }
    if let unknown = members.first(where: { !known.contains($0.name) }) {
      return .failure(
        Refusal(
          answer: .message(
            400,
            "unknown field \"\(WebText.quoted(unknown.name))\" (known fields: \(known.joined(separator: ", ")))")))
    }
    return .success(Dictionary(members.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }))
  }
}
