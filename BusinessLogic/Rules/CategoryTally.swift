import DomainEntities

/// Derives the category list from products: one entry per slug, in first-seen order as the
/// catalog lists them, with the catalog's derived display name and a product count.
public struct CategoryTally: Sendable {
  public init() {}

  public func categories(of products: [Product]) -> [Category] {
    var counts = Counts()
    for product in products { counts.add(product) }
    return counts.categories
  }

  /// The tally built one product at a time, for sources that read a catalog as a stream (or in
  /// parts: `merge` keeps first-seen order when the parts are merged in catalog order).
  public struct Counts: Sendable {
    private var order: [CategorySlug] = []
    private var counts: [CategorySlug: Int] = [:]

    public init() {}

    public mutating func add(_ product: Product) {
      add(product.category)
    }

    /// `count` products of one category at once, for sources that keep categories counted.
    public mutating func add(_ slug: CategorySlug, count: Int = 1) {
      guard !slug.rawValue.isEmpty, count > 0 else { return }
      if counts[slug] == nil { order.append(slug) }
      counts[slug, default: 0] += count
    }

    public mutating func merge(_ later: Counts) {
      for slug in later.order {
        if counts[slug] == nil { order.append(slug) }
        counts[slug, default: 0] += later.counts[slug] ?? 0
      }
    }

    public var categories: [Category] {
      order.map { slug in Category(slug: slug, name: slug.displayName, productCount: counts[slug] ?? 0) }
    }
  }
}
