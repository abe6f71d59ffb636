import BusinessLogic

/// VIPER: what the auth status view reports.
@MainActor
public protocol AuthStatusPresenterInput: AnyObject {
  func viewIsReady() async
}

/// The kept sign-ins in words: a row for each, and for each that does not work, a failure that
/// says why and how to sign in again.
@MainActor
public final class AuthStatusPresenter: AuthStatusPresenterInput, AuthStatusInteractorOutput {
  public weak var view: (any AuthStatusView)?
  private let interactor: any AuthStatusInteractorInput
  private let request: AuthStatusRequest
  private let table: TableLayout
  private let errors: ErrorPresentation

  public init(
    interactor: any AuthStatusInteractorInput, request: AuthStatusRequest, sizing: TableSizing,
    vocabulary: any InterfaceVocabulary
  ) {
    (self.interactor, self.request) = (interactor, request)
    self.table = TableLayout(sizing: sizing)
    self.errors = ErrorPresentation(vocabulary: vocabulary)
  }

  static let columns: [TableColumn] = [
    TableColumn(key: "server", title: "SERVER", shrinkPriority: 1, minimumWidth: 12),
    TableColumn(key: "kind", title: "KIND"),
    TableColumn(key: "account", title: "ACCOUNT", shrinkPriority: 2, minimumWidth: 7),
    TableColumn(key: "expires", title: "EXPIRES"),
    TableColumn(key: "status", title: "STATUS"),
  ]

  public func viewIsReady() async {
    await interactor.loadAuthStatus(request)
  }

  public func presentAuthStatus(_ response: AuthStatusResponse) {
    guard !response.entries.isEmpty else {
      view?.displayError(
        ErrorViewModel(
          message: "not signed in to any catalog server", remedy: errors.vocabulary.howToSignIn(at: "URL"),
          kind: .failure))
      return
    }
    var rows: [AuthStatusViewModel.Row] = []
    var failures: [ErrorViewModel] = []
    for entry in response.entries {
      let account = entry.account
      let server = TerminalSafeText.singleLine(account.origin)
      let state: String
      switch entry.check {
      case .works: state = "works"
      case .refused:
        state = "refused"
        failures.append(
          ErrorViewModel(
            message: "the sign-in to \(server) no longer works: the server refused its token",
            remedy: errors.vocabulary.howToSignIn(at: account.origin), kind: .failure))
      case .expired(let renewable):
        state = "expired"
        let signIn = errors.vocabulary.howToSignIn(at: account.origin)
        failures.append(
          ErrorViewModel(
            message: "the sign-in to \(server) has expired",
            remedy: renewable ? "the next change renews it with the kept refresh token; or \(signIn)" : signIn,
            kind: .failure))
      case .unreachable(let error):
        state = "unreachable"
        failures.append(errors.viewModel(for: error))
      }
      rows.append(
        AuthStatusViewModel.Row(
          server: server, kind: account.kind.rawValue, account: TerminalSafeText.singleLine(account.name),
          expires: account.expiresAt.map { UTCTime.text(unixSeconds: $0) } ?? "never", expiresAt: account.expiresAt,
          works: entry.check == .works, state: state))
    }
    let cells = rows.map { row in
      [
        StyledText(row.server, style: .emphasis), StyledText(row.kind), StyledText(row.account),
        StyledText(row.expires), StyledText(row.state, style: row.works ? .positive : .negative),
      ]
    }
    view?.displayAuthStatus(
      AuthStatusViewModel(table: table.layout(columns: Self.columns, rows: cells), rows: rows, failures: failures))
  }

  public func presentToken(_ token: SecretText) {
    view?.displayToken(token.revealed)
  }

  public func presentProblem(_ problem: ServerAddressProblem) {
    view?.displayError(errors.viewModel(for: problem))
  }

  public func presentAccountFailure(_ failure: AccountFailure) {
    view?.displayError(errors.viewModel(for: failure))
  }
}
