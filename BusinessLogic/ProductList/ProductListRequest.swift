import DomainEntities

/// A product-list request as the user typed it. Every value stays text so that validation, and
/// the message explaining a mistake, are business rules written once (`CatalogRequestValidator`).
public struct ProductListRequest: Hashable, Sendable {
  public var searchText: String?
  public var category: String?
  public var sortField: String?
  public var sortOrder: String?
  public var limit: String?
  public var skip: String?
  /// `--currency`: show prices in this currency (a code, checked by `PriceQuoter`).
  public var currency: String?
  /// What the list's reader shows of each product: not typed, but what its presenter shows
  /// (`ProductListPresenter.fields(shownBy:)`); the source may leave the rest unread.
  public var fields: ProductFieldSet

  public init(
    searchText: String? = nil,
    category: String? = nil,
    sortField: String? = nil,
    sortOrder: String? = nil,
    limit: String? = nil,
    skip: String? = nil,
    currency: String? = nil,
    fields: ProductFieldSet = .all
  ) {
    self.searchText = searchText
    self.category = category
    self.sortField = sortField
    self.sortOrder = sortOrder
    self.limit = limit
    self.skip = skip
    self.currency = currency
    self.fields = fields
  }
}
