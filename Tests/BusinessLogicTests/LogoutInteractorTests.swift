import BusinessLogic
import Testing

/// The sign-out use case: one server's sign-in forgotten through the port.
@MainActor
@Suite struct LogoutInteractorTests {
  final class PresenterSpy: LogoutPresentationLogic {
    var responses: [Logout.SignOut.Response] = []
    var problems: [ServerAddressProblem] = []
    var failures: [AccountFailure] = []
    func presentSignedOut(_ response: Logout.SignOut.Response) { responses.append(response) }
    func presentProblem(_ problem: ServerAddressProblem) { problems.append(problem) }
    func presentAccountFailure(_ failure: AccountFailure) { failures.append(failure) }
  }

  private func run(_ source: String?, _ accounts: FakeServerAccounts) async -> PresenterSpy {
    let interactor = LogoutInteractor(accounts: accounts)
    let presenter = PresenterSpy()
    interactor.presenter = presenter
    await interactor.signOut(Logout.SignOut.Request(source: source))
    return presenter
  }

  @Test func theSignInIsForgottenAndHandedOn() async {
    let accounts = FakeServerAccounts(kept: [AccountSeeds.dummy])
    let presenter = await run("https://dummy.example", accounts)
    #expect(presenter.responses == [.init(signOut: SignOut(account: AccountSeeds.dummy, serverWasTold: true))])
    #expect(accounts.kept.isEmpty)
  }

  @Test func noSignInToForgetIsAFailure() async {
    let presenter = await run("https://dummy.example", FakeServerAccounts())
    #expect(presenter.failures == [.notSignedIn(origin: "https://dummy.example")])
  }

  @Test func aServerMustBeNamedAndBeOne() async {
    let accounts = FakeServerAccounts(kept: [AccountSeeds.dummy])
    #expect(await run(nil, accounts).problems == [.noServer])
    #expect(await run("dummy.example", accounts).problems == [.notAServer("dummy.example")])
    #expect(accounts.requests.isEmpty)
  }
}
