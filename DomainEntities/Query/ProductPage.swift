/// One page of a query's answer and where it sits in the whole.
public struct ProductPage: Hashable, Sendable {
  public let products: [Product]
  /// How many products match the query in all pages.
  public let total: Int
  /// How many matching products come before this page.
  public let skip: Int

  /// `total` and `skip` come from sources and servers: they are kept within
  /// `0...CatalogQuery.maximumCount`, so arithmetic on them cannot overflow.
  public init(products: [Product], total: Int, skip: Int) {
    self.products = products
    self.total = min(max(0, total), CatalogQuery.maximumCount)
    self.skip = min(max(0, skip), CatalogQuery.maximumCount)
  }

  public static let empty = ProductPage(products: [], total: 0, skip: 0)

  /// Whether products follow this page.
  public var hasMore: Bool {
    skip + products.count < total
  }
}
