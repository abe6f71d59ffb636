/// The API a catalog server speaks.
enum ServerKind: String, Sendable, Equatable, CaseIterable {
  case dummyJSON = "dummyjson"
  case datasette

  /// A server URL that may name its kind (`datasette+http://…`): the kind, and the URL after it.
  /// Nil when `text` is no `http(s)://` URL, with or without a kind.
  static func split(_ text: String) -> (kind: ServerKind?, url: String)? {
    let lowered = text.lowercased()
    for kind in allCases where lowered.hasPrefix(kind.rawValue + "+") {
      let url = String(text.dropFirst(kind.rawValue.count + 1))
      return isHTTP(url) ? (kind, url) : nil
    }
    return isHTTP(text) ? (nil, text) : nil
  }

  private static func isHTTP(_ text: String) -> Bool {
    text.lowercased().hasPrefix("http://") || text.lowercased().hasPrefix("https://")
  }
}
