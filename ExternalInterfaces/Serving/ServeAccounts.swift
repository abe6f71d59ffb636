import Foundation
import Synchronization

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
  }

  struct Tokens: Sendable, Equatable {
    let access: String
    let refresh: String
    let user: User
  }

  private let users: [User]
  private let operatorToken: String?
  private let sessions = Mutex<[String: Session]>([:])
  private let now: @Sendable () -> Double
  /// Sessions kept at most: a flood of sign-ins forgets the oldest, never grows without end.
  static let sessionLimit = 10_000

  init(users: [User], operatorToken: String?, now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 })
  {
    self.users = users
    self.operatorToken = operatorToken
    self.now = now
  }

  /// Whether anyone can sign in at all.
  var canSignIn: Bool { !users.isEmpty || operatorToken != nil }
  /// Whether people can sign in with a name and password (the web pages' way; the operator's
  /// token is for programs).
  var hasUsers: Bool { !users.isEmpty }

  /// A new pair of tokens for a user whose password matches (compared in constant time).
  func signIn(username: String, password: String, minutes: Int) -> Tokens? {
    var match: User?
    for user in users where Self.same(user.username, username) && Self.same(user.password, password) {
      match = user
    }
    return match.map { issue(for: $0, minutes: minutes) }
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

  /// A new pair for a valid refresh token, which is used up.
  func refresh(_ token: String, minutes: Int) -> Tokens? {
    let time = now()
    let user: User? = sessions.withLock { sessions in
      guard let session = sessions.removeValue(forKey: token), session.isRefresh, session.expiresAt > time else {
        return nil
      }
      return session.user
    }
    return user.map { issue(for: $0, minutes: minutes) }
  }

  /// Forgets an access token; whether it was one.
  func signOut(_ token: String) -> Bool {
    sessions.withLock { $0.removeValue(forKey: token) } != nil
  }

  private func issue(for user: User, minutes: Int) -> Tokens {
    let time = now()
    let expires = time + Double(minutes * 60)
    let access = Self.token(user: user, expires: expires)
    let refresh = Self.token(user: user, expires: time + 7 * 24 * 3600)
    sessions.withLock { sessions in
      sessions = sessions.filter { $0.value.expiresAt > time }
      while sessions.count >= Self.sessionLimit - 1,
        let oldest = sessions.min(by: { $0.value.expiresAt < $1.value.expiresAt })
      {
        sessions.removeValue(forKey: oldest.key)
      }
      sessions[access] = Session(user: user, expiresAt: expires, isRefresh: false)
      sessions[refresh] = Session(user: user, expiresAt: time + 7 * 24 * 3600, isRefresh: true)
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
    Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
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
