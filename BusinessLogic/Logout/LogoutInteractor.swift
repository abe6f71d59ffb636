/// VIP: what the Logout view may ask its interactor.
@MainActor
public protocol LogoutBusinessLogic: AnyObject {
  func signOut(_ request: Logout.SignOut.Request) async
}

/// The sign-out use case: one server's kept sign-in forgotten through the credential port,
/// which also tells the server where it listens for that.
@MainActor
public final class LogoutInteractor: LogoutBusinessLogic {
  /// VIP's ownership: the interactor owns its presenter.
  public var presenter: (any LogoutPresentationLogic)?
  private let accounts: any ServerAccounts

  public init(accounts: any ServerAccounts) {
    self.accounts = accounts
  }

  public func signOut(_ request: Logout.SignOut.Request) async {
    let address: ServerAddress
    switch ServerAddressReading.read(request.source, with: accounts) {
    case .failure(let problem):
      presenter?.presentProblem(problem)
      return
    case .success(let read): address = read
    }
    do throws(AccountFailure) {
      guard let signOut = try await accounts.signOut(of: address) else {
        throw .notSignedIn(origin: address.origin)
      }
      presenter?.presentSignedOut(Logout.SignOut.Response(signOut: signOut))
    } catch {
      presenter?.presentAccountFailure(error)
    }
  }
}
