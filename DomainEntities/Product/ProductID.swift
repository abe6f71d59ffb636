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

  public var description: String { String(rawValue) }

  /// Ids are whole numbers of 1 or more, in every source and on the command line: the one rule
  /// that `list`, `show`, `edit` and the server checks all apply.
  public static let smallest = 1

  public static func < (lhs: ProductID, rhs: ProductID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
