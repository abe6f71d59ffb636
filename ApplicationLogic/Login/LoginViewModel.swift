import BusinessLogic

extension Login.Prepare {
  /// What to ask the person for, in order: each question's words, and whether what is typed
  /// must not be shown.
  public struct ViewModel: Hashable, Sendable {
    public struct Question: Hashable, Sendable {
      public let prompt: String
      public let hidesAnswer: Bool
    }

    public let questions: [Question]
    /// What is said when the person ends a question without an answer (ctrl-d).
    public let cancelled: ErrorViewModel
  }
}

extension Login.SignIn {
  /// Signed in: the lines that say who is signed in where, and until when.
  public struct ViewModel: Hashable, Sendable {
    public let lines: [String]
  }

  /// Not signed in: every reason, each with what to do.
  public struct FailureViewModel: Hashable, Sendable {
    public let errors: [ErrorViewModel]
  }
}

extension Login.SignIn.FailureViewModel {
  /// Standard input's first line is too long to be the secret it was to hold.
  public static let secretLineTooLong = Login.SignIn.FailureViewModel(errors: [
    ErrorViewModel(
      message: "standard input's first line is longer than any password or token",
      remedy: "give only the secret, on one line", kind: .invalidInput)
  ])
}

/// VIP: what the Login view can be told.
@MainActor
public protocol LoginDisplayLogic: AnyObject {
  func displayQuestions(_ viewModel: Login.Prepare.ViewModel)
  func displaySignedIn(_ viewModel: Login.SignIn.ViewModel)
  func displayFailure(_ viewModel: Login.SignIn.FailureViewModel)
}
