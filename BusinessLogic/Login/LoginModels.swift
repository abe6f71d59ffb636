/// The Login scene's models, one set per use case (Clean Swift VIP). The view models are added
/// by ApplicationLogic, so this ring never sees presentation types.
public enum Login {
  /// Which secret the server takes, asked before a terminal asks the person for it.
  public enum Prepare {
    public struct Request: Hashable, Sendable {
      /// `--source` as typed.
      public let source: String?
      /// The secret the flags already name (`--password-stdin` at a terminal): the server is not
      /// asked its kind then.
      public let secret: SignInSecretKind?

      public init(source: String?, secret: SignInSecretKind? = nil) {
        (self.source, self.secret) = (source, secret)
      }
    }

    public struct Response: Hashable, Sendable {
      public let origin: String
      public let secret: SignInSecretKind

      public init(origin: String, secret: SignInSecretKind) {
        (self.origin, self.secret) = (origin, secret)
      }
    }
  }

  /// Signing in with what was typed.
  public enum SignIn {
    /// The server, and the username and password or the token, as typed; nil where none was.
    public struct Request: Hashable, Sendable {
      public let source: String?
      public let username: String?
      public let password: SecretText?
      public let token: SecretText?

      public init(source: String?, username: String? = nil, password: SecretText? = nil, token: SecretText? = nil) {
        (self.source, self.username, self.password, self.token) = (source, username, password, token)
      }
    }

    public struct Response: Hashable, Sendable {
      public let account: ServerAccount

      public init(account: ServerAccount) {
        self.account = account
      }
    }
  }

  /// What is wrong with what was typed, found before any request is made.
  public enum Problem: Hashable, Sendable {
    /// No server, no URL, or one a secret must not be sent to.
    case server(ServerAddressProblem)
    case emptyUsername
    case emptyPassword
    case emptyToken
    /// The token typed cannot be sent (`TokenRule`).
    case token(TokenProblem)
    /// The URL names a kind that takes the other secret (a password for a Datasette server).
    case secretNotTaken(by: ServerAccountKind)
  }
}

/// VIP: the interactor's output, which the presenter implements.
@MainActor
public protocol LoginPresentationLogic: AnyObject {
  /// What to ask the person for, now that the server's kind is known.
  func presentSecretToAsk(_ response: Login.Prepare.Response)
  func presentSignedIn(_ response: Login.SignIn.Response)
  /// Every problem with what was typed, at once.
  func presentProblems(_ problems: [Login.Problem])
  func presentAccountFailure(_ failure: AccountFailure)
}
