import BusinessLogic
import DomainEntities

/// The write port for a server signed in to with `catalog auth login`, when no `CATALOG_TOKEN`
/// or `--token-file` was given: the kept token goes with the changes. A DummyJSON access token
/// that has expired is renewed once, with its refresh token, before the first change, and the
/// renewal kept; when that fails, the change is refused with a fact that says to sign in again.
/// Reads pay nothing: the sign-in is looked at only when a change is made.
actor SignedInProductStore: ProductStore {
  nonisolated let sourceName: String
  private let server: ServerURL
  private let kind: ServerKind?
  private let settings: HTTPSettings
  private let signIn: KeptSignIn
  private let kept: KeptSignIns
  private let requests: SignInRequests
  private var store: ServerProductStore?

  init(
    server: ServerURL, kind: ServerKind?, settings: HTTPSettings, signIn: KeptSignIn, file kept: KeptSignIns,
    requests: SignInRequests
  ) {
    sourceName = server.displayName
    (self.server, self.kind, self.settings, self.signIn) = (server, kind, settings, signIn)
    (self.kept, self.requests) = (kept, requests)
  }

  func checkWritable() async throws(CatalogWriteError) {
    try await signedIn().checkWritable()
  }

  func unmodeledMembers(of product: Product) async throws(CatalogWriteError) -> [FieldMember] {
    try await signedIn().unmodeledMembers(of: product)
  }

  func add(_ draft: ProductDraft, mode: WriteMode) async throws(CatalogWriteError) -> Product {
    try await signedIn().add(draft, mode: mode)
  }

  func update(_ change: ProductChange, mode: WriteMode) async throws(CatalogWriteError) -> Product {
    try await signedIn().update(change, mode: mode)
  }

  func delete(_ original: Product, mode: WriteMode) async throws(CatalogWriteError) {
    try await signedIn().delete(original, mode: mode)
  }

  /// The server's store with the kept token, renewed first when it has expired.
  private func signedIn() async throws(CatalogWriteError) -> ServerProductStore {
    if let store { return store }
    var current = signIn
    if current.hasExpired(at: requests.now()) {
      guard current.isRenewable,
        let renewed = try? await requests.renew(current)
      else { throw .signInLapsed(source: sourceName, origin: current.origin) }
      // Kept even if the change then fails: the old refresh token was spent.
      try? kept.keep(renewed)
      current = renewed
    }
    var settings = settings
    guard case .success(let credential) = ServerCredential.make(token: current.token, for: server.base) else {
      throw .signInLapsed(source: sourceName, origin: current.origin)
    }
    settings.credential = credential
    let made = ServerProductStore(server: server, kind: kind, settings: settings)
    store = made
    return made
  }
}
