import BusinessLogic
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The web pages' sessions: a random id in a cookie (`HttpOnly`, `SameSite=Strict`).
///
/// A visitor who has not signed in costs no state: its form token is a keyed hash of its id
/// (`SipHash`, a key made at start), which only this server can make. State is kept, in memory
/// only, where it is needed: who signed in (their access token never leaves the server) and a
/// notice for a visitor's next page. The two are kept apart and bounded apart, so visitors,
/// however many, never push out anyone who signed in; each forgets its least recent first.
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
  /// Sessions of each kind kept at most.
  static let limit = 10_000
  /// Unused this long, a session is forgotten.
  static let idleLifetime: Double = 12 * 3600
  private let signedIn = Mutex<[String: Session]>([:])
  private let visitors = Mutex<[String: Session]>([:])
  private let formKey: SipHash
  private let now: @Sendable () -> Double

  init(
    now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 },
    key: (UInt64, UInt64) = SipHash.randomKey()
  ) {
    self.now = now
    self.formKey = SipHash(key: key)
  }

  /// How many sessions are kept: those signed in, and visitors' (with a notice).
  var counts: (signedIn: Int, visitors: Int) {
    (signedIn.withLock { $0.count }, visitors.withLock { $0.count })
  }

  /// The session a cookie names: one kept and still alive, or else a visitor's, whose id is
  /// enough to know its form token. Nil for no cookie, or one no session of this server made.
  func session(_ id: String?) -> Session? {
    guard let id, Self.isWellFormed(id) else { return nil }
    let time = now()
    if let kept = Self.touch(id, in: signedIn, at: time) ?? Self.touch(id, in: visitors, at: time) { return kept }
    return Session(formToken: formToken(for: id), lastUsed: time)
  }

  private static func touch(_ id: String, in pool: borrowing Mutex<[String: Session]>, at time: Double) -> Session? {
    pool.withLock { sessions in
      guard var session = sessions[id] else { return nil }
      guard time - session.lastUsed < idleLifetime else {
        sessions.removeValue(forKey: id)
        return nil
      }
      session.lastUsed = time
      sessions[id] = session
      return session
    }
  }

  /// Room for one more: the idle forgotten, then the least recent.
  private static func makeRoom(in sessions: inout [String: Session], at time: Double) {
    if sessions.count >= limit {
      sessions = sessions.filter { time - $0.value.lastUsed < idleLifetime }
    }
    while sessions.count >= limit, let oldest = sessions.min(by: { $0.value.lastUsed < $1.value.lastUsed }) {
      sessions.removeValue(forKey: oldest.key)
    }
  }

  /// A new visitor's id, its form token derived from it; nothing is kept.
  func visitor() -> (id: String, session: Session) {
    let id = Self.randomToken()
    return (id, Session(formToken: formToken(for: id), lastUsed: now()))
  }

  /// A kept session (a new id and form token), in place of `replacing`: signing in starts one,
  /// so an id planted before sign-in is worth nothing after it.
  func start(replacing old: String? = nil, accessToken: String? = nil, notice: String? = nil) -> (
    id: String, session: Session
  ) {
    let time = now()
    let id = Self.randomToken()
    let session = Session(formToken: Self.randomToken(), accessToken: accessToken, notice: notice, lastUsed: time)
    if let old { end(old) }
    if accessToken == nil {
      visitors.withLock { sessions in
        Self.makeRoom(in: &sessions, at: time)
        sessions[id] = session
      }
    } else {
      signedIn.withLock { sessions in
        Self.makeRoom(in: &sessions, at: time)
        sessions[id] = session
      }
    }
    return (id, session)
  }

  func end(_ id: String) {
    _ = signedIn.withLock { $0.removeValue(forKey: id) }
    _ = visitors.withLock { $0.removeValue(forKey: id) }
  }

  /// Keeps `notice` for the session's next page: in the session when it is kept, else in a
  /// visitor's session kept from now on under the same id (so its form token stays valid).
  func leave(_ notice: String, in id: String) {
    let signedInSession = signedIn.withLock { sessions in
      guard sessions[id] != nil else { return false }
      sessions[id]?.notice = notice
      return true
    }
    guard !signedInSession, Self.isWellFormed(id) else { return }
    let time = now()
    let derived = Session(formToken: formToken(for: id), lastUsed: time)
    visitors.withLock { sessions in
      var kept = sessions[id] ?? derived
      kept.notice = notice
      if sessions[id] == nil { Self.makeRoom(in: &sessions, at: time) }
      sessions[id] = kept
    }
  }

  /// The notice kept for this page, now said and so forgotten.
  func takeNotice(_ id: String) -> String? {
    Self.take(id, from: signedIn) ?? Self.take(id, from: visitors)
  }

  private static func take(_ id: String, from pool: borrowing Mutex<[String: Session]>) -> String? {
    pool.withLock { sessions in
      defer { sessions[id]?.notice = nil }
      return sessions[id]?.notice
    }
  }

  private func formToken(for id: String) -> String {
    let tag = formKey.hash(Array(("form " + id).utf8))
    let second = formKey.hash(Array(("form again " + id).utf8))
    return ServeAccounts.base64URL(withUnsafeBytes(of: (tag.littleEndian, second.littleEndian)) { Array($0) })
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
      if parts.count == 2, parts[0].trimmingWhitespace() == cookieName {
        return parts[1].trimmingWhitespace()
      }
    }
    return nil
  }

  /// An id as `randomToken` makes them: 43 characters of base64url.
  private static func isWellFormed(_ id: String) -> Bool {
    id.utf8.count == 43
      && id.utf8.allSatisfy { $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
  }

  /// 256 random bits, base64url.
  static func randomToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return ServeAccounts.base64URL((0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) })
  }
}

extension UInt8 {
  fileprivate var isASCIIAlphanumeric: Bool {
    (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self)
  }
}
