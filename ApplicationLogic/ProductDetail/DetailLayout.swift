/// How a presenter lays out one product: as a page to read, as `key: value` records, or as facts
/// a view lays out itself.
public enum DetailLayout: Hashable, Sendable {
  /// Sections with aligned labels, paragraphs wrapped to this many columns.
  case readable(width: Int)
  /// One `key: value` record per field, exact values, nothing wrapped.
  case records
  /// The facts for a layout of the view's own (a web page), nothing wrapped.
  case sheet
}
