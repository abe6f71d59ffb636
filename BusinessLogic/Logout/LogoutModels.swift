/// The Logout scene's models (Clean Swift VIP). The view model is added by ApplicationLogic.
public enum Logout {
  public enum SignOut {
    /// `--source` as typed.
    public struct Request: Hashable, Sendable {
      public let source: String?

      public init(source: String?) {
        self.source = source
      }
    }

    public struct Response: Hashable, Sendable {
      public let signOut: BusinessLogic.SignOut

      public init(signOut: BusinessLogic.SignOut) {
        self.signOut = signOut
      }
    }
  }
}

/// VIP: the interactor's output, which the presenter implements.
@MainActor
public protocol LogoutPresentationLogic: AnyObject {
  func presentSignedOut(_ response: Logout.SignOut.Response)
  func presentProblem(_ problem: ServerAddressProblem)
  func presentAccountFailure(_ failure: AccountFailure)
}
