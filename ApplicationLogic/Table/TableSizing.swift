/// How a presenter prepares a table: fitted to a screen for people, or exact for programs.
public enum TableSizing: Hashable, Sendable {
  /// Formatted values (`$9.99`), columns shrunk and cells truncated to fit this many columns.
  case fitted(width: Int)
  /// Raw values (`9.99`), nothing truncated: for tab- or comma-separated output.
  case exact

  public var isFitted: Bool {
    if case .fitted = self { return true }
    return false
  }
}
