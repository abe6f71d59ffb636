/// One customer's review of a product.
public struct Review: Hashable, Sendable {
  /// Whole stars given, 1–5 in the catalog.
  public let rating: Int
  public let comment: String
  /// The ISO-8601 timestamp as the source wrote it, kept verbatim so exports round-trip.
  public let date: String
  public let reviewerName: String
  public let reviewerEmail: String

  public init(rating: Int, comment: String, date: String, reviewerName: String, reviewerEmail: String) {
    self.rating = rating
    self.comment = comment
    self.date = date
    self.reviewerName = reviewerName
    self.reviewerEmail = reviewerEmail
  }

  /// The calendar day of the review (`2025-04-30`), or the whole text when it is not ISO-8601.
  public var day: String {
    let prefix = date.prefix(10)
    let isISODay =
      prefix.count == 10
      && prefix.enumerated().allSatisfy { offset, character in
        offset == 4 || offset == 7 ? character == "-" : character.isASCII && character.isNumber
      }
    return isISODay ? String(prefix) : date
  }
}
