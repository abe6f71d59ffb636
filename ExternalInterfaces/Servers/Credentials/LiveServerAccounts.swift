import BusinessLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The credential port for real servers: DummyJSON's and Datasette's sign-in questions
/// (`SignInRequests`), and the sign-ins kept in hosts.json (`KeptSignIns`).
struct LiveServerAccounts: ServerAccounts {
  let kept: KeptSignIns
  let requests: SignInRequests

  func address(of text: String) -> ServerAddress? {
    guard let split = ServerKind.split(text), case .success(let server) = ServerURL.parse(split.url),
      let origin = ServerCredential.originText(of: server.base), let scheme = server.base.scheme?.lowercased(),
      let host = server.base.host
    else { return nil }
    // Kept and asked without any user name and password written into the URL: the password
    // goes to `/auth/login` only, and never into hosts.json.
    return ServerAddress(
      origin: origin, url: ServerURL.withoutCredentials(server.base.absoluteString),
      kind: split.kind.flatMap { ServerAccountKind(rawValue: $0.rawValue) },
      isPlainTextElsewhere: ServerCredential.isExposed(scheme: scheme, host: host))
  }

  func kind(of server: ServerAddress) async throws(AccountFailure) -> ServerAccountKind {
    if let kind = server.kind { return kind }
    return try await requests.kind(at: try url(of: server), origin: server.origin)
  }

  func signIn(to server: ServerAddress, with secret: SignInSecret) async throws(AccountFailure) -> ServerAccount {
    let url = try url(of: server)
    let signIn: KeptSignIn
    switch (try await kind(of: server), secret) {
    case (.dummyJSON, .password(let username, let password)):
      signIn = try await requests.logInToDummyJSON(
        at: url, origin: server.origin, username: username, password: password.revealed)
    case (.datasette, .token(let token)):
      // The use case refuses such a token before asking; a port never sends one all the same.
      if let problem = TokenRule.problem(with: token.revealed) { throw .unusableToken(origin: server.origin, problem) }
      signIn = try await requests.signInToDatasette(at: url, origin: server.origin, token: token.revealed)
    case (let kind, _):
      // The use case knew only the URL; the server said its kind.
      throw .secretNotTaken(origin: server.origin, kind: kind)
    }
    do { try kept.keep(signIn) } catch { throw .keptSignIns(error) }
    return signIn.account
  }

  func keptAccounts() throws(AccountFailure) -> [ServerAccount] {
    do { return try kept.all().map(\.account) } catch { throw .keptSignIns(error) }
  }

  func check(_ account: ServerAccount) async -> AccountCheck {
    guard let signIn = try? kept.signIn(for: account.origin) else { return .refused }
    return await requests.check(signIn)
  }

  func signOut(of server: ServerAddress) async throws(AccountFailure) -> SignOut? {
    let forgotten: ForgottenSignIn?
    do { forgotten = try kept.forget(server.origin) } catch { throw .keptSignIns(error) }
    guard let forgotten else { return nil }
    // Told after it is forgotten here: a server that is down cannot keep a sign-in alive.
    var told = false
    if let signIn = forgotten.signIn, signIn.kind == .dummyJSON { told = await requests.logOutOfDummyJSON(signIn) }
    return SignOut(account: forgotten.account, serverWasTold: told)
  }

  func token(for server: ServerAddress) throws(AccountFailure) -> SecretText {
    let signIn: KeptSignIn?
    do { signIn = try kept.signIn(for: server.origin) } catch { throw .keptSignIns(error) }
    guard let signIn else { throw .notSignedIn(origin: server.origin) }
    return SecretText(signIn.token)
  }

  private func url(of server: ServerAddress) throws(AccountFailure) -> URL {
    guard let url = URL(string: server.url) else {
      throw .server(.unavailable(source: server.origin, .unusableRequestURL))
    }
    return url
  }
}
