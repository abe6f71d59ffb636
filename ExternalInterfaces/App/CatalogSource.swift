/// Where the catalog comes from, as the user named it with `--source` or `CATALOG_SOURCE`.
enum CatalogSource: Hashable, Sendable {
  case embedded
  case file(path: String)
  /// A server; `kind` is nil when the URL does not say which API it speaks.
  case server(ServerURL, kind: ServerKind?)
  /// A PostgreSQL database (`postgres://…`).
  case database(PostgresURL)

  var isDatabase: Bool {
    if case .database = self { return true }
    return false
  }

  /// Reads a `--source` value: `postgres://…` a database, `http(s)://…` a server (`datasette+http://…` and
  /// `dummyjson+http://…` say which kind), `file://…` or anything without a scheme a local path;
  /// any other scheme is a mistake the user should hear about.
  static func parse(_ text: String) -> Result<CatalogSource, CatalogSourceParseError> {
    if text.isEmpty { return .failure(.empty) }
    if PostgresURL.isPostgres(text) {
      switch PostgresURL.parse(text) {
      case .success(let url): return .success(.database(url))
      case .failure(.passwordInURL): return .failure(.passwordInURL)
      case .failure(.unreadable): return .failure(.unusableURL)
      }
    }
    if let server = ServerKind.split(text) {
      return ServerURL.parse(server.url).map { .server($0, kind: server.kind) }
    }
    let lowered = text.lowercased()
    for kind in ServerKind.allCases where lowered.hasPrefix(kind.rawValue + "+") {
      return .failure(.unsupportedScheme(String(text.prefix { $0 != ":" })))
    }
    if lowered.hasPrefix("file://") {
      let path = String(text.dropFirst("file://".count))
      return path.isEmpty ? .failure(.empty) : .success(.file(path: path))
    }
    if let colon = text.firstColon, text[text.index(after: colon)...].hasPrefix("//") {
      return .failure(.unsupportedScheme(String(text[..<colon])))
    }
    return .success(.file(path: text))
  }
}
