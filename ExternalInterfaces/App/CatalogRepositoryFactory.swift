import BusinessLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Builds the repository a source names. Nothing is read until a use case asks.
struct CatalogRepositoryFactory {
  var http = HTTPSettings()
  /// Whether many queries will follow (the browser): then a large file is indexed once.
  var isInteractive = false
  /// Where the local repositories' actors run: a one-off command's on the main actor, a
  /// session's or a server's each on a queue of its own (`ActorExecutor`).
  private var executor: ActorExecutor { isInteractive ? .ownQueue() : .mainActor }
  /// Where large files' indexes are kept between commands; nil keeps none.
  var indexStore: CatalogIndexStore?
  /// Who builds a large file's missing index for a one-off command; nil: the command itself.
  var buildRequester: (any IndexBuildRequester)?
  /// Who frees the file versions a write replaces; nil: the command, as it lets them go.
  var replacedFiles: (any ReplacedFileRelease)?
  /// The sign-in kept for the server (`catalog auth login`), when no token was given, with the
  /// file it is kept in: changes then carry it.
  var signIn: (kept: KeptSignIn, file: KeptSignIns)?
  /// Seconds since 1970 now, to know whether a kept sign-in has expired.
  var now: @Sendable () -> Int = { Int(Date().timeIntervalSince1970) }

  /// The connections a database source's repository and store share (a server's requests
  /// borrow them); made once for the factory's life.
  var databasePool: PostgresPool?

  /// Makes the repository and store of `source` share one set of connections, when it is a
  /// database.
  mutating func shareConnections(for source: CatalogSource) {
    if case .database(let url) = source { databasePool = PostgresPool(url: url, timeout: http.timeout) }
  }

  private func pool(for url: PostgresURL) -> PostgresPool {
    if let databasePool, databasePool.url == url { return databasePool }
    return PostgresPool(url: url, timeout: http.timeout)
  }

  func makeRepository(for source: CatalogSource) -> any ProductRepository {
    switch source {
    case .embedded:
      return LazyProductRepository(
        sourceName: EmbeddedCatalog.sourceName, searchesOften: isInteractive, executor: executor
      ) {
        () throws(CatalogSourceError) in
        try CatalogJSONDecoder().products(
          from: Data(EmbeddedCatalog.productsJSON.utf8), source: EmbeddedCatalog.sourceName)
      }
    case .file(let path):
      return FileCatalogRepository(
        path: path, keepsIndex: isInteractive, indexStore: indexStore, buildRequester: buildRequester,
        executor: executor)
    case .server(let server, let kind):
      return ServerCatalogRepository(server: server, kind: kind, settings: http)
    case .database(let url):
      return PostgresCatalogRepository(pool: pool(for: url))
    }
  }

  /// What says which version of the catalog `repository` (made by `makeRepository`) would read
  /// now; nil for a server's catalog, which says nothing of its versions.
  func makeRevisions(for source: CatalogSource, repository: any ProductRepository) -> (any CatalogRevisions)? {
    if case .embedded = source { return FixedRevision(revision: "embedded") }
    return repository as? any CatalogRevisions
  }

  /// Where changes to the source go: the file itself, or a store that says why it cannot.
  func makeStore(for source: CatalogSource) -> any ProductStore {
    switch source {
    case .embedded: ReadOnlyProductStore(sourceName: EmbeddedCatalog.sourceName, reason: .embedded)
    case .file(let path) where path == LocalFile.standardInput:
      ReadOnlyProductStore(sourceName: LocalFile.displayName(path), reason: .stream)
    case .file(let path):
      FileProductStore(
        path: path, indexStore: indexStore, buildRequester: buildRequester, lockTimeout: http.timeout,
        replacedFiles: replacedFiles)
    case .server(let server, let kind):
      if let signIn {
        SignedInProductStore(
          server: server, kind: kind, settings: http, signIn: signIn.kept, file: signIn.file,
          requests: SignInRequests(http: http, now: now))
      } else {
        ServerProductStore(server: server, kind: kind, settings: http)
      }
    case .database(let url): PostgresProductStore(pool: pool(for: url))
    }
  }
}
