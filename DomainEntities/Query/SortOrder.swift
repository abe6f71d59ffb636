/// Which way a sorted list runs.
public enum SortOrder: String, CaseIterable, Hashable, Sendable {
  case ascending = "asc"
  case descending = "desc"

  public var flipped: SortOrder {
    self == .ascending ? .descending : .ascending
  }
}
