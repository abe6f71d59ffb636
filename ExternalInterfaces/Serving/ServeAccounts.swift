import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Who may change the catalog through `catalog serve`: the users the operator listed (signed in
/// at `/auth/login`, as DummyJSON's users are) and a token the operator chose (`--token-file`).
/// Tokens given out are random and kept in memory only: a restart signs everyone out, and a
/// token is never written anywhere. They look like DummyJSON's JWTs, with the user and the
/// expiry readable in the middle part, so clients can tell when to renew; the server never
/// reads that part back, it looks the whole token up.
final class ServeAccounts: Sendable {
  struct User: Sendable, Equatable {
    let id: Int
    let username: String
    let password: String
  }

  struct Session: Sendable, Equatable {
    let user: User
    let expiresAt: Double
    let isRefresh: Bool
    /// The other token of the pair it was issued with: signing out ends both.
    let partner: String
    let issuedAt: Double
  }

  struct Tokens: Sendable, Equatable {
    let access: String
    let refresh: String
    let user: User
  }

  private let users: [User]
  private let operatorToken: String?
  /// The operator's token was made at start and printed in the server's URL (no users, no
  /// token file): a browser that opens that URL keeps it in its session.
  let tokenIsInURL: Bool
  private let sessions = Mutex<[String: Session]>([:])
  private let throttle: SignInThrottle
  private let now: @Sendable () -> Double
  /// Pairs of tokens one user holds at most: a flood of sign-ins to one account forgets that
  /// account's oldest, never anyone else's, and the whole stays within users × this.
  static let pairsPerUser = 20

  init(
    users: [User], operatorToken: String?, tokenIsInURL: Bool = false,
    now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 }
  ) {
    self.users = users
    self.operatorToken = operatorToken
    self.tokenIsInURL = tokenIsInURL
    self.now = now
    self.throttle = SignInThrottle(now: now)
  }

  /// Whether `token` is the operator's (for the page that opens the server's URL).
  func isOperatorToken(_ token: String) -> Bool {
    operatorToken.map { Self.same($0, token) } ?? false
  }

  /// Whether anyone can sign in at all.
  var canSignIn: Bool { !users.isEmpty || operatorToken != nil }
  /// Whether people can sign in with a name and password (the web pages' way; the operator's
  /// token is for programs).
  var hasUsers: Bool { !users.isEmpty }

  /// What a sign-in came to.
  enum SignIn: Sendable, Equatable {
    case signedIn(Tokens)
    case wrongCredentials
    /// Too many wrong passwords for this account or from this address: try again after this
    /// many seconds (`SignInThrottle`).
    case tooSoon(seconds: Int)
  }

  /// A new pair of tokens for a user whose password matches (compared in constant time), unless
  /// the account or `client` (an address) has failed too often lately.
  func signIn(username: String, password: String, minutes: Int, client: String) -> SignIn {
    if let seconds = throttle.wait(username: username, client: client) { return .tooSoon(seconds: seconds) }
    var match: User?
    for user in users where Self.same(user.username, username) && Self.same(user.password, password) {
      match = user
    }
    guard let match else {
      throttle.failed(username: username, client: client)
      return .wrongCredentials
    }
    throttle.succeeded(username: username, client: client)
    return .signedIn(issue(for: match, minutes: minutes))
  }

  /// The user of a valid access token; the operator's token is user 0, `operator`.
  func user(ofAccessToken token: String) -> User? {
    if let operatorToken, Self.same(operatorToken, token) { return User(id: 0, username: "operator", password: "") }
    let time = now()
    return sessions.withLock { sessions in
      guard let session = sessions[token], !session.isRefresh, session.expiresAt > time else { return nil }
      return session.user
    }
  }

  /// A new pair for a valid refresh token, which is used up. Any other token (an access token
  /// sent by mistake) is left as it was.
  func refresh(_ token: String, minutes: Int) -> Tokens? {
    let time = now()
    let user: User? = sessions.withLock { sessions in
      guard let session = sessions[token], session.isRefresh, session.expiresAt > time else { return nil }
      sessions.removeValue(forKey: token)
      return session.user
    }
    return user.map { issue(for: $0, minutes: minutes) }
  }

  /// Forgets an access token and the refresh token issued with it; whether it was one.
  func signOut(_ token: String) -> Bool {
    sessions.withLock { sessions in
      guard let session = sessions[token], !session.isRefresh else { return false }
      sessions.removeValue(forKey: token)
      sessions.removeValue(forKey: session.partner)
      return true
    }
  }

  private func issue(for user: User, minutes: Int) -> Tokens {
    let time = now()
    let expires = time + Double(minutes * 60)
    let access = Self.token(user: user, expires: expires)
    let refresh = Self.token(user: user, expires: time + 7 * 24 * 3600)
    sessions.withLock { sessions in
      sessions = sessions.filter { $0.value.expiresAt > time }
      let own = sessions.filter { $0.value.user.id == user.id && !$0.value.isRefresh }.sorted {
        $0.value.issuedAt < $1.value.issuedAt
      }
      for (token, session) in own.prefix(max(0, own.count - Self.pairsPerUser + 1)) {
        sessions.removeValue(forKey: token)
        sessions.removeValue(forKey: session.partner)
      }
      sessions[access] = Session(user: user, expiresAt: expires, isRefresh: false, partner: refresh, issuedAt: time)
      sessions[refresh] = Session(
        user: user, expiresAt: time + 7 * 24 * 3600, isRefresh: true, partner: access, issuedAt: time)
    }
    return Tokens(access: access, refresh: refresh, user: user)
  }

  private static func token(user: User, expires: Double) -> String {
    var generator = SystemRandomNumberGenerator()
    let secret = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let header = base64URL(Array(#"{"typ":"JWT","iss":"catalog serve"}"#.utf8))
    let claims = JSONTree.object([
      .init(name: "sub", value: .number(String(user.id))),
      .init(name: "username", value: .string(user.username)),
      .init(name: "exp", value: .number(String(Int(expires)))),
    ])
    return header + "." + base64URL(claims.compactBytes) + "." + base64URL(secret)
  }

  static func base64URL(_ bytes: [UInt8]) -> String {
    Data(bytes).base64EncodedString().replacingLiterally("+", with: "-").replacingLiterally("/", with: "_")
      .replacingLiterally("=", with: "")
  }

  /// Equal texts, in time that depends on their lengths only.
  static func same(_ a: String, _ b: String) -> Bool {
    let (x, y) = (Array(a.utf8), Array(b.utf8))
    var difference = UInt8(x.count == y.count ? 0 : 1)
    for index in 0..<max(x.count, y.count) {
      difference |= (index < x.count ? x[index] : 0) ^ (index < y.count ? y[index] : 0)
    }
    return difference == 0
  }
}
