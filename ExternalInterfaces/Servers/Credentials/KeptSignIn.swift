import BusinessLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One server's sign-in as hosts.json keeps it, under the server's origin:
///
///     "https://dummyjson.com": {"kind": "dummyjson", "url": "https://dummyjson.com",
///       "account": "emilys", "token": "…", "refreshToken": "…", "expiresAt": 1795512741}
///
/// Never a password. Members this program does not know are kept when an entry is rewritten.
struct KeptSignIn: Equatable, Sendable {
  let origin: String
  let kind: ServerAccountKind
  /// Where it signed in: DummyJSON's `/auth` routes are under it.
  let url: String
  /// The user name, or the actor's id.
  let name: String
  let token: String
  var refreshToken: String?
  /// Seconds since 1970; nil when the token does not expire.
  var expiresAt: Int?

  /// Read from its member; nil when it is not one (another program's, or edited by hand into
  /// something that cannot be sent: `TokenRule`).
  init?(_ member: JSONTree.Member) {
    guard case .string(let kindName)? = member.value.member("kind"),
      let kind = ServerAccountKind(rawValue: kindName),
      case .string(let url)? = member.value.member("url"),
      case .string(let name)? = member.value.member("account"),
      case .string(let token)? = member.value.member("token"), TokenRule.problem(with: token) == nil
    else { return nil }
    var refreshToken: String?
    if case .string(let refresh)? = member.value.member("refreshToken") {
      guard TokenRule.problem(with: refresh) == nil else { return nil }
      refreshToken = refresh
    }
    var expiresAt: Int?
    if case .number(let text)? = member.value.member("expiresAt") {
      guard let seconds = Int(text) else { return nil }
      expiresAt = seconds
    }
    self.init(
      origin: member.name, kind: kind, url: url, name: name, token: token, refreshToken: refreshToken,
      expiresAt: expiresAt)
  }

  init(
    origin: String, kind: ServerAccountKind, url: String, name: String, token: String, refreshToken: String?,
    expiresAt: Int?
  ) {
    (self.origin, self.kind, self.url, self.name) = (origin, kind, url, name)
    (self.token, self.refreshToken, self.expiresAt) = (token, refreshToken, expiresAt)
  }

  /// Its member, written over `previous` (the member as the file held it): what this program
  /// knows replaced, what it does not kept in place.
  func member(over previous: JSONTree?) -> JSONTree.Member {
    var members: [JSONTree.Member] = if case .object(let old)? = previous { old } else { [] }
    let known: [(String, JSONTree?)] = [
      ("kind", .string(kind.rawValue)), ("url", .string(url)), ("account", .string(name)),
      ("token", .string(token)), ("refreshToken", refreshToken.map(JSONTree.string)),
      ("expiresAt", expiresAt.map { .number(String($0)) }),
    ]
    for (name, value) in known { members.set(name, to: value) }
    return JSONTree.Member(name: origin, value: .object(members))
  }

  /// Expired, or about to: a margin of half a minute, so a token is not sent to die on the way.
  func hasExpired(at now: Int) -> Bool {
    expiresAt.map { $0 <= now + 30 } ?? false
  }

  /// Expired already, by this machine's clock.
  func isExpired(at now: Int) -> Bool {
    expiresAt.map { $0 <= now } ?? false
  }

  /// Whether it can be renewed without the person: a DummyJSON sign-in with its refresh token.
  var isRenewable: Bool {
    kind == .dummyJSON && refreshToken != nil
  }

  var account: ServerAccount {
    ServerAccount(origin: origin, kind: kind, name: name, expiresAt: expiresAt)
  }
}

extension [JSONTree.Member] {
  /// `signIn` in place of the member for its origin (kept where it was), or added at the end.
  mutating func keep(_ signIn: KeptSignIn) {
    if let index = firstIndex(where: { $0.name == signIn.origin }) {
      self[index] = signIn.member(over: self[index].value)
    } else {
      append(signIn.member(over: nil))
    }
  }
}
