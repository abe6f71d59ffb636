/// VIP: what the Login view may ask its interactor.
@MainActor
public protocol LoginBusinessLogic: AnyObject {
  func prepareLogin(_ request: Login.Prepare.Request) async
  func signIn(_ request: Login.SignIn.Request) async
}

/// VIP: what the Login scene keeps for its router.
@MainActor
public protocol LoginDataStore: AnyObject {
  var account: ServerAccount? { get }
}

/// The sign-in use case: checks everything typed at once, before any request (so a person
/// hears of an empty password and a plain-text URL together, and nothing is sent to a server
/// that should not see it), then asks the credential port to sign in and keep the result.
@MainActor
public final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
  /// VIP's ownership: the interactor owns its presenter.
  public var presenter: (any LoginPresentationLogic)?
  public private(set) var account: ServerAccount?
  private let accounts: any ServerAccounts

  public init(accounts: any ServerAccounts) {
    self.accounts = accounts
  }

  public func prepareLogin(_ request: Login.Prepare.Request) async {
    let (address, problems) = read(request.source)
    guard let address, problems.isEmpty else {
      presenter?.presentProblems(problems)
      return
    }
    if let secret = request.secret {
      presenter?.presentSecretToAsk(Login.Prepare.Response(origin: address.origin, secret: secret))
      return
    }
    do throws(AccountFailure) {
      let kind = try await accounts.kind(of: address)
      presenter?.presentSecretToAsk(Login.Prepare.Response(origin: address.origin, secret: kind.secret))
    } catch {
      presenter?.presentAccountFailure(error)
    }
  }

  public func signIn(_ request: Login.SignIn.Request) async {
    var (address, problems) = read(request.source)
    let secret: SignInSecret
    if let token = request.token {
      let typed = token.revealed.trimmingWhitespace()
      if typed.isEmpty {
        problems.append(.emptyToken)
      } else if let problem = TokenRule.problem(with: typed) {
        problems.append(.token(problem))
      }
      secret = .token(SecretText(typed))
    } else {
      let username = (request.username ?? "").trimmingWhitespace()
      if username.isEmpty { problems.append(.emptyUsername) }
      // A password is taken as typed: spaces may be part of it.
      let password = request.password ?? SecretText("")
      if password.isEmpty { problems.append(.emptyPassword) }
      secret = .password(username: username, password: password)
    }
    if let kind = address?.kind, kind.secret != secret.kind { problems.append(.secretNotTaken(by: kind)) }
    guard let address, problems.isEmpty else {
      presenter?.presentProblems(problems)
      return
    }
    do throws(AccountFailure) {
      let account = try await accounts.signIn(to: address, with: secret)
      self.account = account
      presenter?.presentSignedIn(Login.SignIn.Response(account: account))
    } catch {
      presenter?.presentAccountFailure(error)
    }
  }

  /// The server `source` names, with what is wrong with it; no request is made.
  private func read(_ source: String?) -> (ServerAddress?, [Login.Problem]) {
    switch ServerAddressReading.read(source, with: accounts) {
    case .failure(let problem): return (nil, [.server(problem)])
    case .success(let address) where address.isPlainTextElsewhere:
      return (address, [.server(.plainTextElsewhere(origin: address.origin))])
    case .success(let address): return (address, [])
    }
  }
}

extension SignInSecret {
  var kind: SignInSecretKind {
    switch self {
    case .password: .password
    case .token: .token
    }
  }
}
