/// Where the catalog comes from, as the user named it with `--source` or `CATALOG_SOURCE`.
enum CatalogSource: Hashable, Sendable {
  case embedded
  case file(path: String)
  case server(url: String)

  /// Reads a `--source` value: `http(s)://…` is a server, `file://…` or anything without a scheme
  /// a local path; any other scheme is a mistake the user should hear about.
  static func parse(_ text: String) -> Result<CatalogSource, CatalogSourceParseError> {
    if text.isEmpty { return .failure(.empty) }
    let lowered = text.lowercased()
    if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") { return .success(.server(url: text)) }
    if lowered.hasPrefix("file://") {
      let path = String(text.dropFirst("file://".count))
      return path.isEmpty ? .failure(.empty) : .success(.file(path: path))
    }
    if let colon = text.firstIndex(of: ":"), text[text.index(after: colon)...].hasPrefix("//") {
      return .failure(.unsupportedScheme(String(text[..<colon])))
    }
    return .success(.file(path: text))
  }
}
