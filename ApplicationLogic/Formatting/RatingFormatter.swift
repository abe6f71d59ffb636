import DomainEntities

/// Ratings for people: five stars, filled to the nearest whole, then the number (`★★★☆☆ 2.56`).
public struct RatingFormatter: Sendable {
  public init() {}

  public func stars(_ filled: Int) -> String {
    let filled = min(max(filled, 0), 5)
    return String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
  }

  public func string(_ rating: Rating) -> String {
    stars(rating.wholeStars) + " " + NumberText.short(rating.value)
  }
}
