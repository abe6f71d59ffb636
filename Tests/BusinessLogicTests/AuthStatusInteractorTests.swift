import BusinessLogic
import Testing

/// The sign-in status use case: each kept sign-in checked now, one server's, or its token.
@MainActor
@Suite struct AuthStatusInteractorTests {
  final class OutputSpy: AuthStatusInteractorOutput {
    var responses: [AuthStatusResponse] = []
    var tokens: [SecretText] = []
    var problems: [ServerAddressProblem] = []
    var failures: [AccountFailure] = []
    func presentAuthStatus(_ response: AuthStatusResponse) { responses.append(response) }
    func presentToken(_ token: SecretText) { tokens.append(token) }
    func presentProblem(_ problem: ServerAddressProblem) { problems.append(problem) }
    func presentAccountFailure(_ failure: AccountFailure) { failures.append(failure) }
  }

  private func run(_ request: AuthStatusRequest, _ accounts: FakeServerAccounts) async -> OutputSpy {
    let interactor = AuthStatusInteractor(accounts: accounts)
    let output = OutputSpy()
    interactor.output = output
    await interactor.loadAuthStatus(request)
    return output
  }

  @Test func everyKeptSignInIsCheckedNow() async {
    let accounts = FakeServerAccounts(kept: [AccountSeeds.dummy, AccountSeeds.datasette])
    accounts.checks[AccountSeeds.datasette.origin] = .expired(renewable: false)
    let output = await run(AuthStatusRequest(source: nil), accounts)
    let response = AuthStatusResponse(entries: [
      .init(account: AccountSeeds.dummy, check: .works),
      .init(account: AccountSeeds.datasette, check: .expired(renewable: false)),
    ])
    #expect(output.responses == [response])
    #expect(!response.allWork)
    #expect(accounts.requests == ["check https://dummy.example", "check http://localhost:8001"])
  }

  @Test func oneServersSignInOrThatThereIsNone() async {
    let accounts = FakeServerAccounts(kept: [AccountSeeds.dummy, AccountSeeds.datasette])
    let one = await run(AuthStatusRequest(source: "https://dummy.example/"), accounts)
    #expect(one.responses.map(\.entries.count) == [1])
    #expect(one.responses.first?.allWork == true)
    let none = await run(AuthStatusRequest(source: "https://other.example"), accounts)
    #expect(none.failures == [.notSignedIn(origin: "https://other.example")])
  }

  @Test func theTokenIsHandedOnOnlyWhenAskedForByServer() async {
    let accounts = FakeServerAccounts(kept: [AccountSeeds.dummy])
    let token = await run(AuthStatusRequest(source: "https://dummy.example", asked: .token), accounts)
    #expect(token.tokens == [SecretText("tok-123")])
    #expect(token.responses.isEmpty)
    let noServer = await run(AuthStatusRequest(source: nil, asked: .token), accounts)
    #expect(noServer.problems == [.noServer])
    #expect(noServer.tokens.isEmpty)
  }

  @Test func aFileThatCannotBeReadIsAFact() async {
    let accounts = FakeServerAccounts()
    accounts.failure = .keptSignIns(.readableByOthers(path: "/h/hosts.json", mode: 0o644))
    let output = await run(AuthStatusRequest(source: nil), accounts)
    #expect(output.failures == [.keptSignIns(.readableByOthers(path: "/h/hosts.json", mode: 0o644))])
  }
}
