/// The starter's one noun: a book on the shelf. Ring 0 holds the nouns and the rules that
/// belong to a noun, and imports nothing.
public struct Book: Hashable, Sendable {
  public let title: String
  public let author: String
  public let pages: Int

  public init(title: String, author: String, pages: Int) {
    (self.title, self.author, self.pages) = (title, author, pages)
  }

  /// A rule of the noun: a long read is over 400 pages.
  public var isLongRead: Bool { pages > 400 }
}
