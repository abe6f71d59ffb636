/// One product, ready to place: either readable lines or key–value records, as the presenter's
/// layout asked.
public enum ProductDetailViewModel: Hashable, Sendable {
  /// Each line is a sequence of styled runs, already wrapped and indented.
  case readable(lines: [[StyledText]])
  case records([Record])

  public struct Record: Hashable, Sendable {
    public let key: String
    public let value: String

    public init(key: String, value: String) {
      self.key = key
      self.value = value
    }
  }
}
