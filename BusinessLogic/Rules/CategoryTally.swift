import DomainEntities

/// Derives the category list from products: one entry per slug, in first-seen order as the
/// catalog lists them, with the catalog's derived display name and a product count.
public struct CategoryTally: Sendable {
  public init() {}

  public func categories(of products: [Product]) -> [Category] {
    var order: [CategorySlug] = []
    var counts: [CategorySlug: Int] = [:]
    for product in products where !product.category.rawValue.isEmpty {
      if counts[product.category] == nil { order.append(product.category) }
      counts[product.category, default: 0] += 1
    }
    return order.map { slug in
      Category(slug: slug, name: slug.displayName, productCount: counts[slug] ?? 0)
    }
  }
}
