/// The kept sign-ins, ready to place: a table for people, the same rows as values for programs,
/// and one failure for each that does not work.
public struct AuthStatusViewModel: Hashable, Sendable {
  public struct Row: Hashable, Sendable {
    public let server: String
    public let kind: String
    public let account: String
    /// When the token expires, in words (`2026-11-24 14:13 UTC`, `never`).
    public let expires: String
    /// The same, in seconds since 1970, for programs; nil when it does not expire.
    public let expiresAt: Int?
    public let works: Bool
    /// What the server said just now (`works`, `refused`, `unreachable`).
    public let state: String
  }

  public let table: TableViewModel
  public let rows: [Row]
  /// For each sign-in that does not work: why, and what to do.
  public let failures: [ErrorViewModel]
}

/// VIPER: what the auth status view can be told.
@MainActor
public protocol AuthStatusView: AnyObject {
  func displayAuthStatus(_ viewModel: AuthStatusViewModel)
  /// The token `catalog auth token` was asked for: the only place one is ever shown.
  func displayToken(_ token: String)
  func displayError(_ viewModel: ErrorViewModel)
}
