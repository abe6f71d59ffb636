/// The members of a catalog product, recognised from a key's bytes: first by length, which
/// rules out nearly every candidate at once, then by comparing the bytes.
enum ProductMember: Int {
  case id, title, price, description, category, discountPercentage, rating, stock, tags, brand, sku, weight
  case dimensions, warrantyInformation, shippingInformation, availabilityStatus, reviews, returnPolicy
  case minimumOrderQuantity, meta, images, thumbnail

  init?(_ key: JSONKey) {
    let member: ProductMember?
    switch key.decoded?.utf8.count ?? key.bytes.count {
    case 2: member = key.is("id") ? .id : nil
    case 3: member = key.is("sku") ? .sku : nil
    case 4: member = key.is("tags") ? .tags : key.is("meta") ? .meta : nil
    case 5:
      member =
        key.is("title") ? .title : key.is("price") ? .price : key.is("stock") ? .stock : key.is("brand") ? .brand : nil
    case 6: member = key.is("rating") ? .rating : key.is("weight") ? .weight : key.is("images") ? .images : nil
    case 7: member = key.is("reviews") ? .reviews : nil
    case 8: member = key.is("category") ? .category : nil
    case 9: member = key.is("thumbnail") ? .thumbnail : nil
    case 10: member = key.is("dimensions") ? .dimensions : nil
    case 11: member = key.is("description") ? .description : nil
    case 12: member = key.is("returnPolicy") ? .returnPolicy : nil
    case 18:
      member =
        key.is("discountPercentage") ? .discountPercentage : key.is("availabilityStatus") ? .availabilityStatus : nil
    case 19:
      member =
        key.is("warrantyInformation")
        ? .warrantyInformation : key.is("shippingInformation") ? .shippingInformation : nil
    case 20: member = key.is("minimumOrderQuantity") ? .minimumOrderQuantity : nil
    default: member = nil
    }
    guard let member else { return nil }
    self = member
  }

  enum Review: Int {
    case rating, comment, date, reviewerName, reviewerEmail

    init?(_ key: JSONKey) {
      let member: Review? =
        switch key.decoded?.utf8.count ?? key.bytes.count {
        case 4: key.is("date") ? .date : nil
        case 6: key.is("rating") ? .rating : nil
        case 7: key.is("comment") ? .comment : nil
        case 12: key.is("reviewerName") ? .reviewerName : nil
        case 13: key.is("reviewerEmail") ? .reviewerEmail : nil
        default: nil
        }
      guard let member else { return nil }
      self = member
    }
  }

  enum Meta: Int {
    case createdAt, updatedAt, barcode, qrCode

    init?(_ key: JSONKey) {
      let member: Meta? =
        switch key.decoded?.utf8.count ?? key.bytes.count {
        case 6: key.is("qrCode") ? .qrCode : nil
        case 7: key.is("barcode") ? .barcode : nil
        case 9: key.is("createdAt") ? .createdAt : key.is("updatedAt") ? .updatedAt : nil
        default: nil
        }
      guard let member else { return nil }
      self = member
    }
  }
}

/// Which members of an object were read, as bits: the first of repeated members counts.
struct MemberSet {
  private var bits: UInt32 = 0

  /// Adds a member; false when it was already there.
  mutating func insert(bit: Int) -> Bool {
    let mask = UInt32(1) << UInt32(bit)
    defer { bits |= mask }
    return bits & mask == 0
  }

  mutating func insert(_ member: ProductMember) -> Bool {
    insert(bit: member.rawValue)
  }

  func contains(_ member: ProductMember) -> Bool {
    bits & (UInt32(1) << UInt32(member.rawValue)) != 0
  }
}
