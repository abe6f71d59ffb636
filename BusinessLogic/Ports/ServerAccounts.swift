/// The credential port: what the sign-in use cases ask of a catalog server and of the place
/// sign-ins are kept. The live one (ExternalInterfaces/Servers/Credentials) speaks DummyJSON's
/// `/auth` routes and Datasette's `/-/actor.json`, and keeps what it gets in hosts.json.
public protocol ServerAccounts: Sendable {
  /// What `text` names, read without asking anyone: a server, or nil when it is no server URL.
  func address(of text: String) -> ServerAddress?
  /// The kind of server at `server`: what its URL says, else what the server answers.
  func kind(of server: ServerAddress) async throws(AccountFailure) -> ServerAccountKind
  /// Signs in with `secret`, checks the result with the server, and keeps it (never a password).
  func signIn(to server: ServerAddress, with secret: SignInSecret) async throws(AccountFailure) -> ServerAccount
  /// Every kept sign-in, in the order they were first made.
  func keptAccounts() throws(AccountFailure) -> [ServerAccount]
  /// Whether a kept sign-in still works, asked of its server now.
  func check(_ account: ServerAccount) async -> AccountCheck
  /// Forgets `server`'s sign-in, and tells the server where it listens for that; nil when there
  /// was none to forget.
  func signOut(of server: ServerAddress) async throws(AccountFailure) -> SignOut?
  /// The kept token for `server`.
  func token(for server: ServerAddress) throws(AccountFailure) -> SecretText
}

/// The APIs a sign-in can speak, and what each takes.
public enum ServerAccountKind: String, Hashable, Sendable, CaseIterable {
  /// `POST /auth/login` with a username and password, for an access and a refresh token.
  case dummyJSON = "dummyjson"
  /// A signed API token (`datasette create-token`), checked at `/-/actor.json`.
  case datasette

  public var secret: SignInSecretKind {
    switch self {
    case .dummyJSON: .password
    case .datasette: .token
    }
  }
}

public enum SignInSecretKind: Hashable, Sendable {
  case password, token
}

/// What a person signs in with.
public enum SignInSecret: Hashable, Sendable {
  case password(username: String, password: SecretText)
  case token(SecretText)
}

/// A server, as the port read it from what was typed.
public struct ServerAddress: Hashable, Sendable {
  /// Scheme, host and port: what a sign-in is kept under and shown as.
  public let origin: String
  /// The URL as given, without a kind: where the server's API is.
  public let url: String
  /// The kind the URL names (`datasette+https://…`), else nil.
  public let kind: ServerAccountKind?
  /// Plain `http` to a machine other than this one: a secret sent there could be read on the way.
  public let isPlainTextElsewhere: Bool

  public init(origin: String, url: String, kind: ServerAccountKind?, isPlainTextElsewhere: Bool) {
    (self.origin, self.url, self.kind, self.isPlainTextElsewhere) = (origin, url, kind, isPlainTextElsewhere)
  }
}

/// A kept sign-in: who, where, and until when.
public struct ServerAccount: Hashable, Sendable {
  public let origin: String
  public let kind: ServerAccountKind
  /// The user name, or the actor's id.
  public let name: String
  /// When the token stops working, in seconds since 1970; nil when it does not expire.
  public let expiresAt: Int?

  public init(origin: String, kind: ServerAccountKind, name: String, expiresAt: Int?) {
    (self.origin, self.kind, self.name, self.expiresAt) = (origin, kind, name, expiresAt)
  }
}

/// What the server said of a kept sign-in just now.
public enum AccountCheck: Hashable, Sendable {
  case works
  /// The server refused the token, and its time is up; `renewable` when a refresh token is kept
  /// (the next change renews it).
  case expired(renewable: Bool)
  /// The server refused the token: revoked, or signed with another secret.
  case refused
  /// No answer to go by.
  case unreachable(CatalogSourceError)
}

/// A sign-in forgotten.
public struct SignOut: Hashable, Sendable {
  public let account: ServerAccount
  /// Whether the server was told (a DummyJSON server is; Datasette has nothing to tell).
  public let serverWasTold: Bool

  public init(account: ServerAccount, serverWasTold: Bool) {
    (self.account, self.serverWasTold) = (account, serverWasTold)
  }
}
