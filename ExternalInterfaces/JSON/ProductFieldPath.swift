/// A field of a product as catalog JSON names it, possibly nested (`dimensions.width`,
/// `meta.barcode`): what `--fields` selects, in every format.
struct ProductFieldPath: Hashable, Sendable {
  let components: [String]

  var name: String { components.joined(separator: ".") }

  init?(_ name: String) {
    guard (Self.all + Self.converted).contains(where: { $0.name == name }) else { return nil }
    components = name.split(separator: ".").map(String.init)
  }

  private init(components: [String]) {
    self.components = components
  }

  /// Every field a product can have, in the catalog's order, nested members after their
  /// object. `ProductFieldPathTests` proves this is what `ProductJSONEncoding` writes.
  static let all: [ProductFieldPath] = [
    "id", "title", "description", "category", "price", "discountPercentage", "rating", "stock", "tags", "brand",
    "sku", "weight", "dimensions", "dimensions.width", "dimensions.height", "dimensions.depth",
    "warrantyInformation", "shippingInformation", "availabilityStatus", "reviews", "returnPolicy",
    "minimumOrderQuantity", "meta", "meta.createdAt", "meta.updatedAt", "meta.barcode", "meta.qrCode", "images",
    "thumbnail",
  ].map { ProductFieldPath(components: $0.split(separator: ".").map(String.init)) }

  /// What `--currency` adds (`ConvertedPriceMember`), selectable as the catalog's fields are.
  static let converted: [ProductFieldPath] =
    ([ConvertedPriceMember.name]
    + ConvertedPriceMember.fields.map {
      ConvertedPriceMember.name + "." + $0
    }).map { ProductFieldPath(components: $0.split(separator: ".").map(String.init)) }

  /// The value at this path in a product's JSON, nil where the product has none.
  func value(in product: JSONValue) -> JSONValue? {
    var current = product
    for component in components {
      guard case .object(let members) = current, let next = members.first(where: { $0.0 == component })?.1 else {
        return nil
      }
      current = next
    }
    return current
  }

  /// A product's JSON reduced to `paths`, in their order, nested paths kept nested (two paths
  /// under `dimensions` share one object).
  static func select(_ paths: [ProductFieldPath], from product: JSONValue) -> JSONValue {
    var members: [(String, JSONValue)] = []
    for path in paths {
      guard let value = path.value(in: product) else { continue }
      insert(value, at: path.components[...], into: &members)
    }
    return .object(members)
  }

  private static func insert(_ value: JSONValue, at path: ArraySlice<String>, into members: inout [(String, JSONValue)])
  {
    guard let key = path.first else { return }
    guard path.count > 1 else {
      if !members.contains(where: { $0.0 == key }) { members.append((key, value)) }
      return
    }
    var inner: [(String, JSONValue)] = []
    if let index = members.firstIndex(where: { $0.0 == key }) {
      guard case .object(let existing) = members[index].1 else { return }
      inner = existing
      insert(value, at: path.dropFirst(), into: &inner)
      members[index].1 = .object(inner)
    } else {
      insert(value, at: path.dropFirst(), into: &inner)
      members.append((key, .object(inner)))
    }
  }
}
