/// A complete, already validated question to ask a catalog: what to match, how to order it and
/// which page to return.
///
/// Sources receive the whole query so that a server can answer it in one request; only valid
/// queries can be built, so a source never has to re-check one.
public struct CatalogQuery: Hashable, Sendable {
  public static let defaultLimit = 30
  /// The largest count a query or page holds: no catalog has 2^40 products, so a larger `limit`
  /// or `skip` means the same as this one, and sums of two counts can never overflow.
  public static let maximumCount = 1 << 40

  /// Text to find in titles and descriptions; `nil` matches everything.
  public let searchText: String?
  public let category: CategorySlug?
  /// `nil` keeps the catalog's own order.
  public let sort: ProductSort?
  /// How many products at most; 0 means all of them.
  public let limit: Int
  /// How many matching products to pass over before the page starts.
  public let skip: Int
  /// What each product of the page must carry; a source may leave the rest empty.
  public let fields: ProductFieldSet

  public init(
    searchText: String? = nil,
    category: CategorySlug? = nil,
    sort: ProductSort? = nil,
    limit: Int = CatalogQuery.defaultLimit,
    skip: Int = 0,
    fields: ProductFieldSet = .all
  ) {
    self.searchText = searchText
    self.category = category
    self.sort = sort
    self.limit = min(max(0, limit), Self.maximumCount)
    self.skip = min(max(0, skip), Self.maximumCount)
    self.fields = fields
  }
}
