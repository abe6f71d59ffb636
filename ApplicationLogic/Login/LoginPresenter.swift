import BusinessLogic

/// VIP presenter: the sign-in's facts into words. Holds its display weakly, which closes the
/// cycle view → interactor → presenter → view.
@MainActor
public final class LoginPresenter: LoginPresentationLogic {
  public weak var display: (any LoginDisplayLogic)?
  private let errors: ErrorPresentation

  public init(vocabulary: any InterfaceVocabulary) {
    self.errors = ErrorPresentation(vocabulary: vocabulary)
  }

  public func presentSecretToAsk(_ response: Login.Prepare.Response) {
    let origin = TerminalSafeText.singleLine(response.origin)
    let questions: [Login.Prepare.ViewModel.Question] =
      switch response.secret {
      case .password:
        [
          .init(prompt: "username for \(origin): ", hidesAnswer: false),
          .init(prompt: "password (not shown): ", hidesAnswer: true),
        ]
      case .token: [.init(prompt: "token for \(origin) (not shown): ", hidesAnswer: true)]
      }
    display?.displayQuestions(
      Login.Prepare.ViewModel(
        questions: questions,
        cancelled: ErrorViewModel(message: "sign-in cancelled: nothing was sent", remedy: nil, kind: .failure)))
  }

  public func presentSignedIn(_ response: Login.SignIn.Response) {
    display?.displaySignedIn(Login.SignIn.ViewModel(lines: [Self.line(for: response.account)]))
  }

  /// Every problem, each hint said once: an empty username and an empty password have one remedy.
  public func presentProblems(_ problems: [Login.Problem]) {
    var hinted: Set<String> = []
    let viewModels = problems.map(errors.viewModel(for:)).map { error in
      guard let remedy = error.remedy, !hinted.insert(remedy).inserted else { return error }
      // Said with an earlier problem already.
      return ErrorViewModel(message: error.message, remedy: nil, kind: error.kind)
    }
    display?.displayFailure(Login.SignIn.FailureViewModel(errors: viewModels))
  }

  public func presentAccountFailure(_ failure: AccountFailure) {
    display?.displayFailure(Login.SignIn.FailureViewModel(errors: [errors.viewModel(for: failure)]))
  }

  /// `signed in to ORIGIN as NAME (KIND), until …`: who is signed in where, as login says it.
  static func line(for account: ServerAccount) -> String {
    let until =
      account.expiresAt.map { "until \(UTCTime.text(unixSeconds: $0))" } ?? "with a token that does not expire"
    return
      "signed in to \(TerminalSafeText.singleLine(account.origin)) as \(TerminalSafeText.singleLine(account.name)) "
      + "(\(account.kind.rawValue)), \(until)"
  }
}
