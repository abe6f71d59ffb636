/// A category of the catalog, with how many products it holds.
public struct Category: Hashable, Sendable {
  public let slug: CategorySlug
  public let name: String
  public let productCount: Int

  public init(slug: CategorySlug, name: String, productCount: Int) {
    (self.slug, self.name, self.productCount) = (slug, name, productCount)
  }
}
