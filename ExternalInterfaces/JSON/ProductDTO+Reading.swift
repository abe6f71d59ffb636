import DomainEntities

/// Reading a product straight from JSON bytes. Members are matched by the catalog's names and
/// unknown ones skipped; `null` counts as absent for optional members; the first of repeated
/// members counts, as in `JSONDecoder`. Members outside `fields` are type-checked but not built,
/// so a scan reports exactly the errors a full read would.
extension ProductDTO {
  /// `nestedAsText`: a list or object member may come as a string holding its JSON, as SQLite
  /// stores them and Datasette's table pages send them.
  init(reading reader: inout JSONReader, fields: ProductFields = .all, nestedAsText: Bool = false)
    throws(JSONReadError)
  {
    // Without a filter every product is built, so `nil` cannot come back.
    guard let product = try Self(reading: &reader, fields: fields, nestedAsText: nestedAsText, where: nil) else {
      throw reader.shape("a product")
    }
    self = product
  }

  /// The product, or nil when `filter` rejects its title, description and category: those are
  /// then read as bytes and the product is built only if it passes. Everything is checked either
  /// way, so a rejected product still fails on a malformed value.
  init?(
    reading reader: inout JSONReader, fields: ProductFields, nestedAsText: Bool = false,
    where filter: (
      (
        _ title: UnsafeBufferPointer<UInt8>, _ description: UnsafeBufferPointer<UInt8>,
        _ category: UnsafeBufferPointer<UInt8>
      ) -> Bool
    )?
  ) throws(JSONReadError) {
    var members = Members(fields: fields, spans: filter != nil, nestedAsText: nestedAsText)
    try reader.readObject { key, reader throws(JSONReadError) in try members.read(key, from: &reader) }
    guard let id = members.id else { throw Self.missing("id", in: reader) }
    guard members.seen.contains(.title) else { throw Self.missing("title", in: reader) }
    guard let price = members.price else { throw Self.missing("price", in: reader) }
    if let filter {
      let base = reader.allBytes
      let (titleSpan, descriptionSpan, categorySpan) = (
        members.titleSpan, members.descriptionSpan, members.categorySpan
      )
      let passes = JSONReader.withUTF8(titleSpan, in: base) { title in
        JSONReader.withUTF8(descriptionSpan, in: base) { description in
          JSONReader.withUTF8(categorySpan, in: base) { category in filter(title, description, category) }
        }
      }
      guard passes else { return nil }
      if fields.contains(.title) { members.title = titleSpan.map { JSONReader.string($0, in: base) } }
      if fields.contains(.description) { members.description = descriptionSpan.map { JSONReader.string($0, in: base) } }
      if fields.contains(.category) { members.category = categorySpan.map { JSONReader.string($0, in: base) } }
    }
    self.init(
      id: id, title: members.title ?? "", description: members.description, category: members.category,
      price: price, discountPercentage: members.discountPercentage, rating: members.rating, stock: members.stock,
      tags: members.tags, brand: members.brand, sku: members.sku, weight: members.weight,
      dimensions: members.dimensions, warrantyInformation: members.warrantyInformation,
      shippingInformation: members.shippingInformation, availabilityStatus: members.availabilityStatus,
      reviews: members.reviews, returnPolicy: members.returnPolicy, minimumOrderQuantity: members.minimumOrderQuantity,
      meta: members.meta, images: members.images, thumbnail: members.thumbnail)
  }

  private static func missing(_ key: String, in reader: borrowing JSONReader) -> JSONReadError {
    let base = reader.renderedPath
    return JSONReadError(
      kind: .shape, path: base + (base.isEmpty ? "" : ".") + key, line: 0, column: 0,
      message: "required value is missing")
  }

  /// The members read so far.
  private struct Members {
    let fields: ProductFields
    /// Whether title, description and category are read as spans, for a filter to test first.
    let spans: Bool
    let nestedAsText: Bool
    var titleSpan: JSONReader.TextSpan?
    var descriptionSpan: JSONReader.TextSpan?
    var categorySpan: JSONReader.TextSpan?
    /// Members already read, so a repeated one is skipped.
    var seen = MemberSet()
    var id: Int?
    var title: String?
    var price: Double?
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

    init(fields: ProductFields, spans: Bool, nestedAsText: Bool) {
      (self.fields, self.spans, self.nestedAsText) = (fields, spans, nestedAsText)
    }

    mutating func read(_ key: JSONKey, from reader: inout JSONReader) throws(JSONReadError) {
      guard let member = ProductMember(key), seen.insert(member) else { return try reader.skipValue() }
      let details = fields.contains(.details)
      switch member {
      // The id rule every source and command shares: a product `show` would refuse is not listed.
      case .id: id = try reader.readInt(atLeast: ProductID.smallest)
      case .title:
        if spans { titleSpan = try reader.readTextSpan() } else { title = try text(&reader, fields.contains(.title)) }
      case .price: price = try reader.readDouble()
      default:
        if try reader.readNullIfPresent() { return }
        if nestedAsText, Self.isNested(member), try reader.peekKind() == .string {
          let text = Array(try reader.readString().utf8)
          let result: Result<Void, JSONReadError> = text.withUnsafeBufferPointer { buffer in
            var inner = JSONReader(bytes: buffer)
            do throws(JSONReadError) {
              try read(member, from: &inner, details: details)
              try inner.expectEnd()
              return .success(())
            } catch {
              return .failure(error)
            }
          }
          return try result.get()
        }
        switch member {
        case .description:
          if spans {
            descriptionSpan = try reader.readTextSpan()
          } else {
            description = try text(&reader, fields.contains(.description))
          }
        case .category:
          if spans {
            categorySpan = try reader.readTextSpan()
          } else {
            category = try text(&reader, fields.contains(.category))
          }
        case .discountPercentage: discountPercentage = try reader.readDouble()
        case .rating: rating = try reader.readDouble()
        case .stock: stock = try reader.readInt()
        case .brand: brand = try text(&reader, fields.contains(.brand))
        case .tags, .dimensions, .reviews, .meta, .images: try read(member, from: &reader, details: details)
        case .sku: sku = try text(&reader, details)
        case .weight: weight = try reader.readDouble()
        case .warrantyInformation: warrantyInformation = try text(&reader, details)
        case .shippingInformation: shippingInformation = try text(&reader, details)
        case .availabilityStatus: availabilityStatus = try text(&reader, details)
        case .returnPolicy: returnPolicy = try text(&reader, details)
        case .minimumOrderQuantity: minimumOrderQuantity = try reader.readInt()
        case .thumbnail: thumbnail = try text(&reader, details)
        case .id, .title, .price: break
        }
      }
    }

    private static func isNested(_ member: ProductMember) -> Bool {
      [.tags, .dimensions, .reviews, .meta, .images].contains(member)
    }

    /// A list or object member.
    private mutating func read(_ member: ProductMember, from reader: inout JSONReader, details: Bool)
      throws(JSONReadError)
    {
      switch member {
      case .tags: tags = try reader.readStrings(building: details)
      case .dimensions: dimensions = try DimensionsDTO(reading: &reader)
      case .reviews:
        var reviews: [ReviewDTO] = []
        try reader.readArray { _, reader throws(JSONReadError) in
          let review = try ReviewDTO(reading: &reader, building: details)
          if details { reviews.append(review) }
        }
        self.reviews = details ? reviews : nil
      case .meta:
        let meta = try MetaDTO(reading: &reader, building: details)
        self.meta = details ? meta : nil
      case .images: images = try reader.readStrings(building: details)
      default: try reader.skipValue()
      }
    }

    /// A string member, built only when wanted.
    private func text(_ reader: inout JSONReader, _ build: Bool) throws(JSONReadError) -> String? {
      if build { return try reader.readString() }
      try reader.skipString()
      return nil
    }
  }
}

extension ProductDTO.DimensionsDTO {
  init(reading reader: inout JSONReader) throws(JSONReadError) {
    var width: Double?
    var height: Double?
    var depth: Double?
    try reader.readObject { key, reader throws(JSONReadError) in
      if key.is("width"), width == nil {
        width = try reader.readDouble()
      } else if key.is("height"), height == nil {
        height = try reader.readDouble()
      } else if key.is("depth"), depth == nil {
        depth = try reader.readDouble()
      } else {
        try reader.skipValue()
      }
    }
    guard let width, let height, let depth else { throw reader.shape("an object with width, height and depth") }
    self.init(width: width, height: height, depth: depth)
  }
}

extension ProductDTO.ReviewDTO {
  init(reading reader: inout JSONReader, building: Bool = true) throws(JSONReadError) {
    var rating: Int?
    var comment: String?
    var date: String?
    var reviewerName: String?
    var reviewerEmail: String?
    var seen = MemberSet()
    try reader.readObject { key, reader throws(JSONReadError) in
      guard let member = ProductMember.Review(key), seen.insert(bit: member.rawValue) else {
        return try reader.skipValue()
      }
      if try reader.readNullIfPresent() { return }
      switch member {
      case .rating: rating = try reader.readInt()
      case .comment: comment = try reader.readText(building: building)
      case .date: date = try reader.readText(building: building)
      case .reviewerName: reviewerName = try reader.readText(building: building)
      case .reviewerEmail: reviewerEmail = try reader.readText(building: building)
      }
    }
    guard let rating else { throw reader.shape("a review with a whole-number rating") }
    self.init(
      rating: rating, comment: comment, date: date, reviewerName: reviewerName, reviewerEmail: reviewerEmail)
  }
}

extension ProductDTO.MetaDTO {
  init(reading reader: inout JSONReader, building: Bool = true) throws(JSONReadError) {
    var createdAt: String?
    var updatedAt: String?
    var barcode: String?
    var qrCode: String?
    var seen = MemberSet()
    try reader.readObject { key, reader throws(JSONReadError) in
      guard let member = ProductMember.Meta(key), seen.insert(bit: member.rawValue) else {
        return try reader.skipValue()
      }
      if try reader.readNullIfPresent() { return }
      switch member {
      case .createdAt: createdAt = try reader.readText(building: building)
      case .updatedAt: updatedAt = try reader.readText(building: building)
      case .barcode: barcode = try reader.readText(building: building)
      case .qrCode: qrCode = try reader.readText(building: building)
      }
    }
    self.init(createdAt: createdAt, updatedAt: updatedAt, barcode: barcode, qrCode: qrCode)
  }
}

extension JSONReader {
  /// A string, built only when `building`; otherwise checked and passed over.
  mutating func readText(building: Bool) throws(JSONReadError) -> String? {
    if building { return try readString() }
    try skipString()
    return nil
  }

  mutating func readStrings(building: Bool = true) throws(JSONReadError) -> [String]? {
    var strings: [String] = []
    try readArray { _, reader throws(JSONReadError) in
      if let text = try reader.readText(building: building) { strings.append(text) }
    }
    return building ? strings : nil
  }
}
