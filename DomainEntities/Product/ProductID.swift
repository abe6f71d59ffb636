/// The catalog's identifier for one product. A distinct type so an id is never confused with a
/// stock count or a page offset.
public struct ProductID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  public init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The id `text` writes in its one form: decimal digits, no sign, no leading zero, at least
  /// `smallest`. nil for any other writing (`01`, `+1`, ` 1`), so an address names one product
  /// one way.
  public init?(canonical text: some StringProtocol) {
    guard let value = Int(text), value >= Self.smallest, String(value) == text else { return nil }
    self.rawValue = value
  }

  public var description: String { String(rawValue) }

  /// Ids are whole numbers of 1 or more, in every source and on the command line: the one rule
  /// that `list`, `show`, `edit` and the server checks all apply.
  public static let smallest = 1

  public static func < (lhs: ProductID, rhs: ProductID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
