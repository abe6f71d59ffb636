import ApplicationLogic
import BusinessLogic
import Testing

/// The sign-in's facts in words: what to ask, who is signed in where and until when, and every
/// problem at once with each hint said once.
@MainActor
@Suite struct LoginPresenterTests {
  final class DisplaySpy: LoginDisplayLogic {
    var questions: [Login.Prepare.ViewModel] = []
    var signedIn: [Login.SignIn.ViewModel] = []
    var failures: [Login.SignIn.FailureViewModel] = []
    func displayQuestions(_ viewModel: Login.Prepare.ViewModel) { questions.append(viewModel) }
    func displaySignedIn(_ viewModel: Login.SignIn.ViewModel) { signedIn.append(viewModel) }
    func displayFailure(_ viewModel: Login.SignIn.FailureViewModel) { failures.append(viewModel) }
  }

  private func scene() -> (LoginPresenter, DisplaySpy) {
    let presenter = LoginPresenter(vocabulary: StubVocabulary())
    let display = DisplaySpy()
    presenter.display = display
    return (presenter, display)
  }

  @Test func aPasswordServerIsAskedForAUsernameShownAndAPasswordHidden() {
    let (presenter, display) = scene()
    presenter.presentSecretToAsk(Login.Prepare.Response(origin: "https://dummy.example", secret: .password))
    presenter.presentSecretToAsk(Login.Prepare.Response(origin: "http://localhost:8001", secret: .token))
    #expect(display.questions.map { $0.questions.map(\.hidesAnswer) } == [[false, true], [true]])
    #expect(display.questions.first?.questions.first?.prompt == "username for https://dummy.example: ")
    #expect(display.questions.last?.questions.first?.prompt == "token for http://localhost:8001 (not shown): ")
  }

  @Test func signedInSaysWhoWhereAndUntilWhenInUTC() {
    let (presenter, display) = scene()
    presenter.presentSignedIn(Login.SignIn.Response(account: AccountSeeds.dummy))
    presenter.presentSignedIn(Login.SignIn.Response(account: AccountSeeds.datasette))
    #expect(
      display.signedIn.map(\.lines) == [
        ["signed in to https://dummy.example as emilys (dummyjson), until 2026-11-24 09:32 UTC"],
        ["signed in to http://localhost:8001 as editor (datasette), with a token that does not expire"],
      ])
  }

  @Test func aServersTextIsMadeSafeForTheTerminal() {
    let (presenter, display) = scene()
    let account = ServerAccount(origin: "https://x.example", kind: .dummyJSON, name: "evil\u{1B}[2J", expiresAt: nil)
    presenter.presentSignedIn(Login.SignIn.Response(account: account))
    #expect(display.signedIn.first?.lines.first?.contains("\u{1B}") == false)
  }

  @Test func everyProblemIsShownAndASharedHintOnce() {
    let (presenter, display) = scene()
    presenter.presentProblems([.server(.notAServer("ftp://x")), .emptyUsername, .emptyPassword])
    let errors = display.failures.first?.errors ?? []
    #expect(
      errors.map(\.message) == ["\"ftp://x\" is not a server's URL", "the username is empty", "the password is empty"])
    #expect(errors.map(\.remedy) == [errors.first?.remedy, "type a password", nil])
    #expect(errors.allSatisfy { $0.kind == .invalidInput })
  }

  @Test func thePortsFailuresAreWorded() {
    let (presenter, display) = scene()
    presenter.presentAccountFailure(.unknownKind(origin: "https://odd.example"))
    presenter.presentAccountFailure(.secretNotTaken(origin: "https://d.example", kind: .dummyJSON))
    let errors = display.failures.flatMap(\.errors)
    #expect(
      errors.first?.message == "https://odd.example answers neither as a DummyJSON server nor as a Datasette server")
    #expect(errors.first?.remedy?.contains("dummyjson servers (a username and password) and datasette servers") == true)
    #expect(errors.last?.remedy == "type a password")
    #expect(errors.allSatisfy { $0.kind == .failure })
  }
}
