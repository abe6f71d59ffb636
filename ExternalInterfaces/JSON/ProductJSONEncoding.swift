import DomainEntities

/// Products and categories as catalog JSON, fields in the catalog's order; fields the source did
/// not have are left out rather than written as null.
enum ProductJSONEncoding {
  static func value(_ product: Product) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("id", .integer(product.id.rawValue)),
      ("title", .string(product.title)),
      ("description", .string(product.description)),
      ("category", .string(product.category.rawValue)),
      ("price", .number(product.price.amount)),
      ("discountPercentage", .number(product.discount.percentage)),
    ]
    func add(_ key: String, _ value: JSONValue?) {
      if let value { fields.append((key, value)) }
    }
    add("rating", product.rating.map { .number($0.value) })
    add("stock", product.stock.map(JSONValue.integer))
    add("tags", .array(product.tags.map(JSONValue.string)))
    add("brand", product.brand.map(JSONValue.string))
    add("sku", product.sku.map(JSONValue.string))
    add("weight", product.weight.map(JSONValue.number))
    add(
      "dimensions",
      product.dimensions.map {
        .object([("width", .number($0.width)), ("height", .number($0.height)), ("depth", .number($0.depth))])
      })
    add("warrantyInformation", product.warrantyInformation.map(JSONValue.string))
    add("shippingInformation", product.shippingInformation.map(JSONValue.string))
    add("availabilityStatus", product.availability.map { .string($0.catalogText) })
    add("reviews", .array(product.reviews.map(value)))
    add("returnPolicy", product.returnPolicy.map(JSONValue.string))
    add("minimumOrderQuantity", product.minimumOrderQuantity.map(JSONValue.integer))
    add("meta", product.metadata.map(value))
    add("images", .array(product.images.map(JSONValue.string)))
    add("thumbnail", product.thumbnail.map(JSONValue.string))
    return .object(fields)
  }

  static func value(_ category: Category) -> JSONValue {
    .object([
      ("slug", .string(category.slug.rawValue)),
      ("name", .string(category.name)),
      ("count", .integer(category.productCount)),
    ])
  }

  private static func value(_ review: Review) -> JSONValue {
    .object([
      ("rating", .integer(review.rating)),
      ("comment", .string(review.comment)),
      ("date", .string(review.date)),
      ("reviewerName", .string(review.reviewerName)),
      ("reviewerEmail", .string(review.reviewerEmail)),
    ])
  }

  private static func value(_ metadata: ProductMetadata) -> JSONValue {
    var fields: [(String, JSONValue)] = []
    func add(_ key: String, _ text: String?) {
      if let text { fields.append((key, .string(text))) }
    }
    add("createdAt", metadata.createdAt)
    add("updatedAt", metadata.updatedAt)
    add("barcode", metadata.barcode)
    add("qrCode", metadata.qrCode)
    return .object(fields)
  }
}
