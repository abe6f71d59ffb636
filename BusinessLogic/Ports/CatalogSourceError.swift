import DomainEntities

/// What can go wrong while reading a catalog, in terms the use cases and presenters understand.
/// Sources translate their own failures (file system, HTTP, JSON) into these.
public enum CatalogSourceError: Error, Hashable, Sendable {
  /// The product does not exist in the source.
  case productNotFound(ProductID, source: String)
  /// The source could not be reached or read at all (missing file, refused connection, …).
  case unavailable(source: String, reason: String, remedy: String)
  /// The source answered, but not with a catalog: `path` names the first offending value
  /// (`products[3].price`), empty when the whole document is unreadable.
  case malformed(source: String, path: String, reason: String, remedy: String)
}
