import DomainEntities

/// What an empty answer says, in the list and in the browser alike.
public enum NoMatchWords {
  public static func sentence(for query: CatalogQuery) -> String {
    "no products match"
      + (query.searchText.map { " \"\(TerminalSafeText.singleLine($0))\"" } ?? "")
      + (query.category.map { " in category \"\(TerminalSafeText.singleLine($0.rawValue))\"" } ?? "")
  }
}
