import BusinessLogic
import DomainEntities

/// One product's facts for people, before any layout: what a terminal page wraps into lines
/// and a web page puts into headings, a list of terms and paragraphs. Every text is already
/// made safe (no control characters, no bidirectional overrides); a view adds only its markup.
public struct ProductDetailSheet: Hashable, Sendable {
  public struct Fact: Hashable, Sendable {
    public let label: String
    public let value: [StyledText]
  }

  public struct Review: Hashable, Sendable {
    public let stars: String
    public let reviewer: String
    public let day: String
    /// Line breaks kept.
    public let comment: String
  }

  public let title: String
  /// `Brand · Category · #5`.
  public let byline: String
  public let facts: [Fact]
  /// Line breaks kept; empty when the product has none.
  public let description: String
  public let reviews: [Review]
  /// The thumbnail, then the images, as the catalog has them: a view decides which it may show.
  public let imageAddresses: [String]

  /// The reviews' heading (`Reviews (3)`).
  public var reviewsHeading: String { "Reviews (\(reviews.count))" }
}
