/// What `catalog auth status` and `catalog auth token` ask, as typed.
public struct AuthStatusRequest: Hashable, Sendable {
  public enum Asked: Hashable, Sendable {
    /// Each kept sign-in (or `source`'s), checked with its server now.
    case status
    /// `source`'s kept token, to print.
    case token
  }

  /// `--source` as typed; nil for every server (status only).
  public let source: String?
  public let asked: Asked

  public init(source: String?, asked: Asked = .status) {
    (self.source, self.asked) = (source, asked)
  }
}

/// VIPER: the auth status use case's output boundary.
@MainActor
public protocol AuthStatusInteractorOutput: AnyObject {
  func presentAuthStatus(_ response: AuthStatusResponse)
  func presentToken(_ token: SecretText)
  func presentProblem(_ problem: ServerAddressProblem)
  func presentAccountFailure(_ failure: AccountFailure)
}

/// Each kept sign-in asked about, with what its server said just now.
public struct AuthStatusResponse: Hashable, Sendable {
  public struct Entry: Hashable, Sendable {
    public let account: ServerAccount
    public let check: AccountCheck

    public init(account: ServerAccount, check: AccountCheck) {
      (self.account, self.check) = (account, check)
    }
  }

  public let entries: [Entry]

  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// Whether every sign-in works, as `gh auth status` exits 0 only then.
  public var allWork: Bool { entries.allSatisfy { $0.check == .works } }
}
