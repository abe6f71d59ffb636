import DomainEntities

/// How catalog servers name the sort fields and orders in their query parameters. Both kinds
/// sort by the catalog's field names today; written out so a change on either side is a change
/// here, not in the words users type or see.
enum ServerSortNames {
  /// DummyJSON's `sortBy` value.
  static func dummyJSON(_ field: ProductSortField) -> String {
    switch field {
    case .id: "id"
    case .title: "title"
    case .price: "price"
    case .rating: "rating"
    case .stock: "stock"
    case .discountPercentage: "discountPercentage"
    case .brand: "brand"
    case .category: "category"
    }
  }

  /// DummyJSON's `order` value.
  static func dummyJSON(_ order: SortOrder) -> String {
    order == .ascending ? "asc" : "desc"
  }

  /// The Datasette column for a field (the table keeps the catalog's member names as columns).
  static func datasetteColumn(_ field: ProductSortField) -> String {
    dummyJSON(field)
  }
}
