/// VIPER: what the auth status presenter may ask its interactor.
@MainActor
public protocol AuthStatusInteractorInput: AnyObject {
  func loadAuthStatus(_ request: AuthStatusRequest) async
}

/// The sign-in status use case: the kept sign-ins (all, or one server's), each checked with its
/// server now, since a kept token can be revoked or expire; or one server's token, to print.
@MainActor
public final class AuthStatusInteractor: AuthStatusInteractorInput {
  public weak var output: (any AuthStatusInteractorOutput)?
  private let accounts: any ServerAccounts

  public init(accounts: any ServerAccounts) {
    self.accounts = accounts
  }

  public func loadAuthStatus(_ request: AuthStatusRequest) async {
    var address: ServerAddress?
    if request.source != nil || request.asked == .token {
      switch ServerAddressReading.read(request.source, with: accounts) {
      case .failure(let problem): return report(problem)
      case .success(let read): address = read
      }
    }
    do throws(AccountFailure) {
      try await answer(request.asked, at: address)
    } catch {
      output?.presentAccountFailure(error)
    }
  }

  private func answer(_ asked: AuthStatusRequest.Asked, at address: ServerAddress?) async throws(AccountFailure) {
    if let address, asked == .token {
      output?.presentToken(try accounts.token(for: address))
      return
    }
    var kept = try accounts.keptAccounts()
    if let address {
      kept = kept.filter { $0.origin == address.origin }
      guard !kept.isEmpty else { throw .notSignedIn(origin: address.origin) }
    }
    var entries: [AuthStatusResponse.Entry] = []
    for account in kept { entries.append(.init(account: account, check: await accounts.check(account))) }
    output?.presentAuthStatus(AuthStatusResponse(entries: entries))
  }

  private func report(_ problem: ServerAddressProblem) {
    output?.presentProblem(problem)
  }
}
