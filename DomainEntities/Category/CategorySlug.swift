/// The machine name of a category (`mens-shirts`), as products refer to it.
///
/// Slugs compare case-insensitively, as the catalog's own server compares them.
public struct CategorySlug: Hashable, Sendable, Comparable, CustomStringConvertible {
  public let rawValue: String

  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  public var description: String { rawValue }

  /// The human name the catalog derives from a slug: words split at hyphens, each capitalised
  /// (`mens-shirts` → `Mens Shirts`).
  public var displayName: String {
    rawValue.split(separator: "-", omittingEmptySubsequences: true)
      .map { word in word.prefix(1).uppercased() + word.dropFirst() }
      .joined(separator: " ")
  }

  public func matches(_ other: CategorySlug) -> Bool {
    rawValue.lowercased() == other.rawValue.lowercased()
  }

  public static func < (lhs: CategorySlug, rhs: CategorySlug) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
