/// An ordering of products: a field and a direction.
public struct ProductSort: Hashable, Sendable {
  public let field: ProductSortField
  public let order: SortOrder

  public init(field: ProductSortField, order: SortOrder = .ascending) {
    (self.field, self.order) = (field, order)
  }
}
