import Foundation
import Synchronization

/// The web pages' sessions: a random id in a cookie (`HttpOnly`, `SameSite=Strict`), and on the
/// server, in memory only, the session's form token, who signed in (their access token never
/// leaves the server) and the notice for the next page. Bounded: a flood of visitors forgets the
/// oldest sessions, never grows without end.
final class PageSessions: Sendable {
  struct Session: Sendable, Equatable {
    /// Every form the session is shown carries it; a form posted without it is refused.
    var formToken: String
    /// The access token `ServeAccounts` gave at sign-in; the cookie never holds it.
    var accessToken: String?
    var notice: String?
    var lastUsed: Double
  }

  static let cookieName = "catalog_session"
  static let limit = 10_000
  /// Unused this long, a session is forgotten.
  static let idleLifetime: Double = 12 * 3600
  private let sessions = Mutex<[String: Session]>([:])
  private let now: @Sendable () -> Double

  init(now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 }) {
    self.now = now
  }

  /// The session a cookie names, if it is one and still alive.
  func session(_ id: String?) -> Session? {
    guard let id else { return nil }
    let time = now()
    return sessions.withLock { sessions in
      guard var session = sessions[id], time - session.lastUsed < Self.idleLifetime else { return nil }
      session.lastUsed = time
      sessions[id] = session
      return session
    }
  }

  /// A new session (a new id and form token), in place of `replacing`: signing in starts one,
  /// so an id planted before sign-in is worth nothing after it.
  func start(replacing old: String? = nil, accessToken: String? = nil, notice: String? = nil) -> (
    id: String, session: Session
  ) {
    let time = now()
    let id = Self.randomToken()
    let session = Session(formToken: Self.randomToken(), accessToken: accessToken, notice: notice, lastUsed: time)
    sessions.withLock { sessions in
      if let old { sessions.removeValue(forKey: old) }
      if sessions.count >= Self.limit {
        sessions = sessions.filter { time - $0.value.lastUsed < Self.idleLifetime }
      }
      while sessions.count >= Self.limit, let oldest = sessions.min(by: { $0.value.lastUsed < $1.value.lastUsed }) {
        sessions.removeValue(forKey: oldest.key)
      }
      sessions[id] = session
    }
    return (id, session)
  }

  func end(_ id: String) {
    _ = sessions.withLock { $0.removeValue(forKey: id) }
  }

  /// Keeps `notice` for the session's next page.
  func leave(_ notice: String, in id: String) {
    sessions.withLock { $0[id]?.notice = notice }
  }

  /// The notice kept for this page, now said and so forgotten.
  func takeNotice(_ id: String) -> String? {
    sessions.withLock { sessions in
      defer { sessions[id]?.notice = nil }
      return sessions[id]?.notice
    }
  }

  /// The cookie that names a session: never readable by scripts, never sent by other sites.
  static func cookie(_ id: String) -> String {
    "\(cookieName)=\(id); Path=/; HttpOnly; SameSite=Strict"
  }

  /// The session id in a `Cookie` field, if any.
  static func id(inCookies field: String?) -> String? {
    guard let field else { return nil }
    for pair in field.split(separator: ";") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == cookieName {
        return parts[1].trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }

  /// 256 random bits, base64url.
  static func randomToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return ServeAccounts.base64URL((0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) })
  }
}
