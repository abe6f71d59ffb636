/// How a presenter lays out one product: as a page to read, or as `key: value` records.
public enum DetailLayout: Hashable, Sendable {
  /// Sections with aligned labels, paragraphs wrapped to this many columns.
  case readable(width: Int)
  /// One `key: value` record per field, exact values, nothing wrapped.
  case records
}
