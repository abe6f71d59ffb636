/// An average customer rating on the catalog's 0–5 scale.
public struct Rating: Hashable, Comparable, Sendable {
  public static let scale: ClosedRange<Double> = 0...5

  public let value: Double

  public init(_ value: Double) {
    self.value = value
  }

  /// How many of five stars the rating fills, rounded to the nearest whole star.
  public var wholeStars: Int {
    Int(min(max(value, Rating.scale.lowerBound), Rating.scale.upperBound).rounded())
  }

  public static func < (lhs: Rating, rhs: Rating) -> Bool {
    lhs.value < rhs.value
  }
}
