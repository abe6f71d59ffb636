import BusinessLogic
import DomainEntities

/// A product as the members of its catalog JSON, for the stores that write members rather than
/// whole products (a file's changed members, a server's changed columns).
enum ProductMembers {
  /// Every member of `product`, in the catalog's order.
  static func all(of product: Product) -> [(name: String, value: JSONTree?)] {
    guard case .object(let encoded) = JSONTree(ProductJSONEncoding.value(product)) else { return [] }
    return encoded.map { ($0.name, $0.value) }
  }

  /// The members that hold `fields` of `product`; nil for a field it leaves out (the member is
  /// removed).
  static func named(_ fields: [ProductField], of product: Product) -> [(name: String, value: JSONTree?)] {
    let encoded = all(of: product)
    return fields.map { field in (field.rawValue, encoded.first { $0.name == field.rawValue }?.value ?? nil) }
  }
}
