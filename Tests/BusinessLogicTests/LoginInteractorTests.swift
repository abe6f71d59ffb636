import BusinessLogic
import Testing

/// The sign-in use case through its port: what was typed checked all at once before any
/// request, then the credential port asked; a presenter spy out.
@MainActor
@Suite struct LoginInteractorTests {
  final class PresenterSpy: LoginPresentationLogic {
    var secrets: [Login.Prepare.Response] = []
    var signedIn: [Login.SignIn.Response] = []
    var problems: [[Login.Problem]] = []
    var failures: [AccountFailure] = []
    func presentSecretToAsk(_ response: Login.Prepare.Response) { secrets.append(response) }
    func presentSignedIn(_ response: Login.SignIn.Response) { signedIn.append(response) }
    func presentProblems(_ problems: [Login.Problem]) { self.problems.append(problems) }
    func presentAccountFailure(_ failure: AccountFailure) { failures.append(failure) }
  }

  private func scene(_ accounts: FakeServerAccounts = FakeServerAccounts()) -> (LoginInteractor, PresenterSpy) {
    let interactor = LoginInteractor(accounts: accounts)
    let presenter = PresenterSpy()
    interactor.presenter = presenter
    return (interactor, presenter)
  }

  @Test func everyProblemIsReportedAtOnceAndNothingIsAsked() async {
    let accounts = FakeServerAccounts()
    let (interactor, presenter) = scene(accounts)
    await interactor.signIn(
      Login.SignIn.Request(source: "http://catalog.example", username: "  ", password: SecretText("")))
    #expect(
      presenter.problems == [
        [.server(.plainTextElsewhere(origin: "http://catalog.example")), .emptyUsername, .emptyPassword]
      ])
    #expect(accounts.requests.isEmpty)
    #expect(presenter.signedIn.isEmpty)
  }

  @Test func aURLThatIsNoServerAndAMissingOneAreProblemsToo() async {
    let (interactor, presenter) = scene()
    await interactor.signIn(Login.SignIn.Request(source: "ftp://x", token: SecretText(" ")))
    await interactor.signIn(Login.SignIn.Request(source: nil, username: "emilys", password: SecretText("pw")))
    #expect(presenter.problems == [[.server(.notAServer("ftp://x")), .emptyToken], [.server(.noServer)]])
  }

  /// A token that cannot be sent is the person's mistake, found before anything is asked
  /// (issue 37: it was sent, and the server was blamed).
  @Test func aTokenThatCannotBeSentIsAProblemOfWhatWasTyped() async {
    let accounts = FakeServerAccounts()
    let (interactor, presenter) = scene(accounts)
    await interactor.signIn(Login.SignIn.Request(source: "https://ds.example", token: SecretText("abc\rdef")))
    let long = String(repeating: "t", count: TokenRule.longestBytes + 1)
    await interactor.signIn(Login.SignIn.Request(source: "https://ds.example", token: SecretText(long)))
    #expect(
      presenter.problems == [[.token(.notOneWord)], [.token(.tooLong(limitBytes: TokenRule.longestBytes))]])
    #expect(accounts.requests.isEmpty)
  }

  @Test func aSecretTheNamedKindDoesNotTakeIsAProblem() async {
    let (interactor, presenter) = scene()
    await interactor.signIn(
      Login.SignIn.Request(source: "datasette+https://ds.example", username: "a", password: SecretText("b")))
    #expect(presenter.problems == [[.secretNotTaken(by: .datasette)]])
  }

  @Test func aSignInIsKeptAndHandedOnWithTheUsernameTrimmedAndThePasswordAsTyped() async {
    let accounts = FakeServerAccounts()
    let (interactor, presenter) = scene(accounts)
    await interactor.signIn(
      Login.SignIn.Request(source: "https://dummy.example", username: " emilys ", password: SecretText(" pw ")))
    let account = ServerAccount(origin: "https://dummy.example", kind: .dummyJSON, name: "emilys", expiresAt: 42)
    #expect(presenter.signedIn == [Login.SignIn.Response(account: account)])
    #expect(interactor.account == account)
    #expect(accounts.requests == ["sign in https://dummy.example"])
  }

  @Test func thePortsFailureIsHandedOnAsAFact() async {
    let accounts = FakeServerAccounts()
    accounts.failure = .refused(origin: "https://dummy.example", message: "Invalid credentials")
    let (interactor, presenter) = scene(accounts)
    await interactor.signIn(
      Login.SignIn.Request(source: "https://dummy.example", username: "emilys", password: SecretText("nope")))
    #expect(presenter.failures == [.refused(origin: "https://dummy.example", message: "Invalid credentials")])
    #expect(interactor.account == nil)
  }

  @Test func preparingAsksTheServersKindAndSaysWhichSecretToAskFor() async {
    let accounts = FakeServerAccounts()
    accounts.kindAnswer = .datasette
    let (interactor, presenter) = scene(accounts)
    await interactor.prepareLogin(Login.Prepare.Request(source: "https://ds.example/db/t"))
    #expect(presenter.secrets == [Login.Prepare.Response(origin: "https://ds.example", secret: .token)])
    #expect(accounts.requests == ["kind https://ds.example"])
  }

  @Test func preparingWithTheSecretNamedAsksNoServer() async {
    let accounts = FakeServerAccounts()
    let (interactor, presenter) = scene(accounts)
    await interactor.prepareLogin(Login.Prepare.Request(source: "https://d.example", secret: .password))
    #expect(presenter.secrets == [Login.Prepare.Response(origin: "https://d.example", secret: .password)])
    #expect(accounts.requests.isEmpty)
  }

  @Test func preparingRefusesAPlainTextServerBeforeAskingIt() async {
    let accounts = FakeServerAccounts()
    let (interactor, presenter) = scene(accounts)
    await interactor.prepareLogin(Login.Prepare.Request(source: "http://far.example"))
    #expect(presenter.problems == [[.server(.plainTextElsewhere(origin: "http://far.example"))]])
    #expect(accounts.requests.isEmpty)
  }
}
