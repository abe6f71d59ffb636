import DomainEntities

/// Which fields of a product differ between two versions, in the catalog's field order: what a
/// dry run lists, what the one-line summary names, and the only members a store rewrites.
public enum ProductDiff {
  public static func changedFields(from old: Product, to new: Product) -> [ProductField] {
    ProductField.allCases.filter { !sameValue(of: $0, in: old, and: new) }
  }

  // The one place a field is mapped to its value for comparison.
  private static func sameValue(of field: ProductField, in old: Product, and new: Product) -> Bool {
    switch field {
    case .id: old.id == new.id
    case .title: old.title == new.title
    case .description: old.description == new.description
    case .category: old.category.rawValue == new.category.rawValue
    case .price: old.price == new.price
    case .discountPercentage: old.discount == new.discount
    case .rating: old.rating == new.rating
    case .stock: old.stock == new.stock
    case .tags: old.tags == new.tags
    case .brand: old.brand == new.brand
    case .sku: old.sku == new.sku
    case .weight: old.weight == new.weight
    case .dimensions: old.dimensions == new.dimensions
    case .warrantyInformation: old.warrantyInformation == new.warrantyInformation
    case .shippingInformation: old.shippingInformation == new.shippingInformation
    case .availabilityStatus: old.availability == new.availability
    case .reviews: old.reviews == new.reviews
    case .returnPolicy: old.returnPolicy == new.returnPolicy
    case .minimumOrderQuantity: old.minimumOrderQuantity == new.minimumOrderQuantity
    case .meta: old.metadata == new.metadata
    case .images: old.images == new.images
    case .thumbnail: old.thumbnail == new.thumbnail
    }
  }
}
