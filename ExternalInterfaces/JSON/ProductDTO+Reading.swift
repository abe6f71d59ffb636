/// Reading a product straight from JSON bytes. Fields are matched by the catalog's names; unknown
/// members are skipped; `null` counts as absent for optional fields.
extension ProductDTO {
  init(reading reader: inout JSONReader) throws(JSONReadError) {
    var id: Int?
    var title: String?
    var price: Double?
    var fields = OptionalFields()
    try reader.readObject { key, reader throws(JSONReadError) in
      switch key {
      case "id": id = try reader.readInt()
      case "title": title = try reader.readString()
      case "price": price = try reader.readDouble()
      default: try fields.read(key, from: &reader)
      }
    }
    guard let id else { throw Self.missing("id", in: reader) }
    guard let title else { throw Self.missing("title", in: reader) }
    guard let price else { throw Self.missing("price", in: reader) }
    self.init(
      id: id, title: title, description: fields.description, category: fields.category, price: price,
      discountPercentage: fields.discountPercentage, rating: fields.rating, stock: fields.stock, tags: fields.tags,
      brand: fields.brand, sku: fields.sku, weight: fields.weight, dimensions: fields.dimensions,
      warrantyInformation: fields.warrantyInformation, shippingInformation: fields.shippingInformation,
      availabilityStatus: fields.availabilityStatus, reviews: fields.reviews, returnPolicy: fields.returnPolicy,
      minimumOrderQuantity: fields.minimumOrderQuantity, meta: fields.meta, images: fields.images,
      thumbnail: fields.thumbnail)
  }

  private static func missing(_ key: String, in reader: borrowing JSONReader) -> JSONReadError {
    let base = reader.renderedPath
    return JSONReadError(
      kind: .shape, path: base + (base.isEmpty ? "" : ".") + key, line: 0, column: 0,
      message: "required value is missing")
  }

  /// The members a product may have; each read only when present and not null.
  private struct OptionalFields {
    var description: String?
    var category: String?
    var discountPercentage: Double?
    var rating: Double?
    var stock: Int?
    var tags: [String]?
    var brand: String?
    var sku: String?
    var weight: Double?
    var dimensions: DimensionsDTO?
    var warrantyInformation: String?
    var shippingInformation: String?
    var availabilityStatus: String?
    var reviews: [ReviewDTO]?
    var returnPolicy: String?
    var minimumOrderQuantity: Int?
    var meta: MetaDTO?
    var images: [String]?
    var thumbnail: String?

    mutating func read(_ key: String, from reader: inout JSONReader) throws(JSONReadError) {
      if try reader.readNullIfPresent() { return }
      switch key {
      case "description": description = try reader.readString()
      case "category": category = try reader.readString()
      case "discountPercentage": discountPercentage = try reader.readDouble()
      case "rating": rating = try reader.readDouble()
      case "stock": stock = try reader.readInt()
      case "tags": tags = try reader.readStrings()
      case "brand": brand = try reader.readString()
      case "sku": sku = try reader.readString()
      case "weight": weight = try reader.readDouble()
      case "dimensions": dimensions = try DimensionsDTO(reading: &reader)
      case "warrantyInformation": warrantyInformation = try reader.readString()
      case "shippingInformation": shippingInformation = try reader.readString()
      case "availabilityStatus": availabilityStatus = try reader.readString()
      case "reviews":
        var reviews: [ReviewDTO] = []
        try reader.readArray { _, reader throws(JSONReadError) in reviews.append(try ReviewDTO(reading: &reader)) }
        self.reviews = reviews
      case "returnPolicy": returnPolicy = try reader.readString()
      case "minimumOrderQuantity": minimumOrderQuantity = try reader.readInt()
      case "meta": meta = try MetaDTO(reading: &reader)
      case "images": images = try reader.readStrings()
      case "thumbnail": thumbnail = try reader.readString()
      default: try reader.skipValue()
      }
    }
  }
}

extension ProductDTO.DimensionsDTO {
  init(reading reader: inout JSONReader) throws(JSONReadError) {
    var width: Double?
    var height: Double?
    var depth: Double?
    try reader.readObject { key, reader throws(JSONReadError) in
      switch key {
      case "width": width = try reader.readDouble()
      case "height": height = try reader.readDouble()
      case "depth": depth = try reader.readDouble()
      default: try reader.skipValue()
      }
    }
    guard let width, let height, let depth else { throw reader.shape("an object with width, height and depth") }
    self.init(width: width, height: height, depth: depth)
  }
}

extension ProductDTO.ReviewDTO {
  init(reading reader: inout JSONReader) throws(JSONReadError) {
    var rating: Int?
    var comment: String?
    var date: String?
    var reviewerName: String?
    var reviewerEmail: String?
    try reader.readObject { key, reader throws(JSONReadError) in
      if try reader.readNullIfPresent() { return }
      switch key {
      case "rating": rating = try reader.readInt()
      case "comment": comment = try reader.readString()
      case "date": date = try reader.readString()
      case "reviewerName": reviewerName = try reader.readString()
      case "reviewerEmail": reviewerEmail = try reader.readString()
      default: try reader.skipValue()
      }
    }
    guard let rating else { throw reader.shape("a review with a whole-number rating") }
    self.init(
      rating: rating, comment: comment, date: date, reviewerName: reviewerName, reviewerEmail: reviewerEmail)
  }
}

extension ProductDTO.MetaDTO {
  init(reading reader: inout JSONReader) throws(JSONReadError) {
    var createdAt: String?
    var updatedAt: String?
    var barcode: String?
    var qrCode: String?
    try reader.readObject { key, reader throws(JSONReadError) in
      if try reader.readNullIfPresent() { return }
      switch key {
      case "createdAt": createdAt = try reader.readString()
      case "updatedAt": updatedAt = try reader.readString()
      case "barcode": barcode = try reader.readString()
      case "qrCode": qrCode = try reader.readString()
      default: try reader.skipValue()
      }
    }
    self.init(createdAt: createdAt, updatedAt: updatedAt, barcode: barcode, qrCode: qrCode)
  }
}

extension JSONReader {
  mutating func readStrings() throws(JSONReadError) -> [String] {
    var strings: [String] = []
    try readArray { _, reader throws(JSONReadError) in strings.append(try reader.readString()) }
    return strings
  }
}
