import DomainEntities

/// What people read for a sort field in the browser's status line.
public enum SortFieldWords {
  public static func name(of field: ProductSortField) -> String {
    switch field {
    case .id: "id"
    case .title: "title"
    case .price: "price"
    case .rating: "rating"
    case .stock: "stock"
    case .discountPercentage: "discount"
    case .brand: "brand"
    case .category: "category"
    }
  }
}
