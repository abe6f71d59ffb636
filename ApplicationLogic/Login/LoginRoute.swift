import BusinessLogic

/// The Login scene opens with what was typed: the server, the username, and where the secret
/// comes from. The secret itself is read only when the scene runs, so no route holds it.
public struct LoginDestination: SceneDestination {
  public enum SecretSource: Hashable, Sendable {
    /// Asked on the terminal, after the server says which secret it takes.
    case terminal
    /// The first line of standard input (`--password-stdin`, `--with-token`).
    case standardInput(SignInSecretKind)
  }

  public var source: String?
  public var username: String?
  public var secret: SecretSource

  public init(source: String?, username: String?, secret: SecretSource) {
    (self.source, self.username, self.secret) = (source, username, secret)
  }
}

extension CatalogRoute {
  public static func login(_ destination: LoginDestination) -> Self { Self(destination) }
}
