import DomainEntities

/// Whether a product's category is one no product has yet: allowed, but worth saying, since it
/// is more often a typo than a new shelf. Asked before the write, of the catalog as it is.
struct NewCategoryCheck {
  let repository: any ProductRepository

  /// The category when it is new; nil when it is known, empty, unchanged from `original`, or
  /// the categories cannot be read (the change does not depend on this).
  func newCategory(of product: Product, replacing original: Product? = nil) async -> CategorySlug? {
    let slug = product.category
    guard !slug.rawValue.isEmpty, !(original?.category.matches(slug) ?? false),
      let known = try? await repository.categories()
    else { return nil }
    return known.contains { $0.slug.matches(slug) } ? nil : slug
  }
}
