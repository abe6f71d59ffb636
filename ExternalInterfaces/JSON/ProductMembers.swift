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

  /// A new product's members: every member of `product`, then the members the model does not
  /// know, as given (a store writes them in this order).
  static func all(of product: Product, unmodeled: [FieldMember]) -> [(name: String, value: JSONTree?)] {
    all(of: product) + unmodeled.map { ($0.name, JSONTree.merging(JSONTree($0.value), into: nil)) }
  }

  /// What an edit rewrites: the members of the fields it changed (nil removes one), then each
  /// unmodeled member merged into its value in the store now (`existing`).
  static func changed(by change: ProductChange, existing: (String) -> JSONTree?) -> [(name: String, value: JSONTree?)] {
    named(change.changedFields, of: change.updated)
      + change.unmodeled.map { ($0.name, JSONTree.merging(JSONTree($0.value), into: existing($0.name))) }
  }

  /// The members that hold `fields` of `product`; nil for a field it leaves out (the member is
  /// removed).
  static func named(_ fields: [ProductField], of product: Product) -> [(name: String, value: JSONTree?)] {
    let encoded = all(of: product)
    return fields.map { field in (field.rawValue, encoded.first { $0.name == field.rawValue }?.value ?? nil) }
  }
}
