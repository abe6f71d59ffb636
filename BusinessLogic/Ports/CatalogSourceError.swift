import DomainEntities

/// What can go wrong while reading a catalog, as facts the use cases pass on and presenters put
/// into words (`ErrorPresentation` in ApplicationLogic). Sources translate their own failures
/// (file system, HTTP, JSON) into these; none of them carries a sentence for people, and nothing
/// decides anything from text.
public enum CatalogSourceError: Error, Hashable, Sendable {
  /// The product does not exist in the source.
  case productNotFound(ProductID, source: String)
  /// The source could not be reached or read at all.
  case unavailable(source: String, SourceFailure)
  /// The source answered, but not with a catalog: `path` names the first offending value
  /// (`products[3].price`), empty when the whole document is unreadable.
  case malformed(source: String, origin: SourceOrigin, path: String, CatalogDefect)
}

/// Whether a source is a document the user has (a file, a stream, the embedded catalog) or a
/// server answering requests: the fix for a broken answer differs.
public enum SourceOrigin: Hashable, Sendable {
  case document
  case server
  /// A change given as JSON (`--from`, or the text saved in the editor): not a catalog at all, and
  /// a mistake of the command line, not of a source.
  case change
}
