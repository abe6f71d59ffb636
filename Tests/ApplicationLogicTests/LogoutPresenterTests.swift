import ApplicationLogic
import BusinessLogic
import Testing

/// The sign-out in words: of what, and whether the server heard of it.
@MainActor
@Suite struct LogoutPresenterTests {
  final class DisplaySpy: LogoutDisplayLogic {
    var lines: [[String]] = []
    var errors: [ErrorViewModel] = []
    func displaySignedOut(_ viewModel: Logout.SignOut.ViewModel) { lines.append(viewModel.lines) }
    func displayError(_ viewModel: ErrorViewModel) { errors.append(viewModel) }
  }

  @Test func saysWhatWasForgottenAndWhetherTheServerWasTold() {
    let presenter = LogoutPresenter(vocabulary: StubVocabulary())
    let display = DisplaySpy()
    presenter.display = display
    presenter.presentSignedOut(.init(signOut: SignOut(account: AccountSeeds.dummy, serverWasTold: true)))
    presenter.presentSignedOut(.init(signOut: SignOut(account: AccountSeeds.datasette, serverWasTold: false)))
    #expect(
      display.lines == [
        ["signed out of https://dummy.example as emilys"],
        [
          "signed out of http://localhost:8001 as editor; the server was not told, and the token works until it expires"
        ],
      ])
  }

  @Test func failuresAreWorded() {
    let presenter = LogoutPresenter(vocabulary: StubVocabulary())
    let display = DisplaySpy()
    presenter.display = display
    presenter.presentProblem(.noServer)
    presenter.presentAccountFailure(.notSignedIn(origin: "https://dummy.example"))
    #expect(display.errors.map(\.remedy) == ["name a server", "sign in at https://dummy.example"])
    #expect(display.errors.map(\.kind) == [.invalidInput, .failure])
  }
}
