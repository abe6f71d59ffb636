import BusinessLogic

/// VIP presenter: the sign-out's facts into words. Holds its display weakly, which closes the
/// cycle view → interactor → presenter → view.
@MainActor
public final class LogoutPresenter: LogoutPresentationLogic {
  public weak var display: (any LogoutDisplayLogic)?
  private let errors: ErrorPresentation

  public init(vocabulary: any InterfaceVocabulary) {
    self.errors = ErrorPresentation(vocabulary: vocabulary)
  }

  public func presentSignedOut(_ response: Logout.SignOut.Response) {
    let account = response.signOut.account
    // Datasette has no sign-out, and a server that is down hears nothing: the token is
    // forgotten here, but the server would still take it.
    let told = response.signOut.serverWasTold ? "" : "; the server was not told, and the token works until it expires"
    display?.displaySignedOut(
      Logout.SignOut.ViewModel(lines: [
        "signed out of \(TerminalSafeText.singleLine(account.origin)) as \(TerminalSafeText.singleLine(account.name))"
          + told
      ]))
  }

  public func presentProblem(_ problem: ServerAddressProblem) {
    display?.displayError(errors.viewModel(for: problem))
  }

  public func presentAccountFailure(_ failure: AccountFailure) {
    display?.displayError(errors.viewModel(for: failure))
  }
}
