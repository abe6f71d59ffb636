/// Which text of a product a reader builds. Numbers are always read (they are cheap and a query
/// may sort on any of them); text that is not selected is still checked, then passed over without
/// being built, which is most of what makes a scan of a large catalog fast.
struct ProductFields: OptionSet, Hashable, Sendable {
  let rawValue: Int

  static let title = ProductFields(rawValue: 1 << 0)
  static let description = ProductFields(rawValue: 1 << 1)
  static let category = ProductFields(rawValue: 1 << 2)
  static let brand = ProductFields(rawValue: 1 << 3)
  /// Everything else: tags, sku, policies, reviews, metadata, images.
  static let details = ProductFields(rawValue: 1 << 4)

  static let all: ProductFields = [.title, .description, .category, .brand, .details]
}
