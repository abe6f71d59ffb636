import BusinessLogic

/// Seed sign-ins shared by the sign-in scenes' interactor tests.
enum AccountSeeds {
  static let dummy = ServerAccount(
    origin: "https://dummy.example", kind: .dummyJSON, name: "emilys", expiresAt: 1_795_512_741)
  static let datasette = ServerAccount(
    origin: "http://localhost:8001", kind: .datasette, name: "editor", expiresAt: nil)
}

/// The credential port, faked: addresses read by a small rule of its own, answers and
/// failures given, and every call that would reach a server or the file recorded.
/// `@unchecked Sendable`: each test drives it from its one task.
final class FakeServerAccounts: ServerAccounts, @unchecked Sendable {
  var kept: [ServerAccount] = []
  var checks: [String: AccountCheck] = [:]
  var kindAnswer: ServerAccountKind = .dummyJSON
  var failure: AccountFailure?
  var token = SecretText("tok-123")
  private(set) var requests: [String] = []

  init(kept: [ServerAccount] = []) {
    self.kept = kept
  }

  /// `http(s)://HOST…` is a server; plain http elsewhere than `localhost` is marked so;
  /// `datasette+` names the kind.
  func address(of text: String) -> ServerAddress? {
    var rest = text
    var kind: ServerAccountKind?
    if rest.hasPrefix("datasette+") {
      kind = .datasette
      rest.removeFirst("datasette+".count)
    }
    guard rest.hasPrefix("http://") || rest.hasPrefix("https://") else { return nil }
    let afterScheme = rest.split(separator: "/", omittingEmptySubsequences: true).dropFirst().first ?? ""
    let scheme = rest.hasPrefix("https") ? "https" : "http"
    return ServerAddress(
      origin: "\(scheme)://\(afterScheme)", url: rest, kind: kind,
      isPlainTextElsewhere: scheme == "http" && !afterScheme.hasPrefix("localhost"))
  }

  func kind(of server: ServerAddress) async throws(AccountFailure) -> ServerAccountKind {
    requests.append("kind \(server.origin)")
    if let failure { throw failure }
    return server.kind ?? kindAnswer
  }

  func signIn(to server: ServerAddress, with secret: SignInSecret) async throws(AccountFailure) -> ServerAccount {
    requests.append("sign in \(server.origin)")
    if let failure { throw failure }
    let name: String
    switch secret {
    case .password(let username, _): name = username
    case .token: name = "editor"
    }
    let account = ServerAccount(origin: server.origin, kind: server.kind ?? kindAnswer, name: name, expiresAt: 42)
    kept.append(account)
    return account
  }

  func keptAccounts() throws(AccountFailure) -> [ServerAccount] {
    if let failure { throw failure }
    return kept
  }

  func check(_ account: ServerAccount) async -> AccountCheck {
    requests.append("check \(account.origin)")
    return checks[account.origin] ?? .works
  }

  func signOut(of server: ServerAddress) async throws(AccountFailure) -> SignOut? {
    requests.append("sign out \(server.origin)")
    if let failure { throw failure }
    guard let index = kept.firstIndex(where: { $0.origin == server.origin }) else { return nil }
    return SignOut(account: kept.remove(at: index), serverWasTold: true)
  }

  func token(for server: ServerAddress) throws(AccountFailure) -> SecretText {
    if let failure { throw failure }
    guard kept.contains(where: { $0.origin == server.origin }) else { throw .notSignedIn(origin: server.origin) }
    return token
  }
}
