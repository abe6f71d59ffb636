import BusinessLogic

extension Logout.SignOut {
  /// Signed out: the line that says of what, and whether the server heard of it.
  public struct ViewModel: Hashable, Sendable {
    public let lines: [String]
  }
}

/// VIP: what the Logout view can be told.
@MainActor
public protocol LogoutDisplayLogic: AnyObject {
  func displaySignedOut(_ viewModel: Logout.SignOut.ViewModel)
  func displayError(_ viewModel: ErrorViewModel)
}
