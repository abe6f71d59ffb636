import Foundation

@testable import ExternalInterfaces

// Foundation's JSONDecoder is the reference the project's own reader is tested against (DECISIONS
// D14, D17), so the DTOs are Decodable here, in the tests, and nowhere in the product: the
// product carries one decoder, its own.

extension ProductDTO: Decodable {
  private enum Keys: String, CodingKey {
    case id, title, description, category, price, discountPercentage, rating, stock, tags, brand, sku, weight
    case dimensions, warrantyInformation, shippingInformation, availabilityStatus, reviews, returnPolicy
    case minimumOrderQuantity, meta, images, thumbnail
  }

  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: Keys.self)
    self.init(
      id: try values.decode(Int.self, forKey: .id),
      title: try values.decode(String.self, forKey: .title),
      description: try values.decodeIfPresent(String.self, forKey: .description),
      category: try values.decodeIfPresent(String.self, forKey: .category),
      price: try values.decode(Double.self, forKey: .price),
      discountPercentage: try values.decodeIfPresent(Double.self, forKey: .discountPercentage),
      rating: try values.decodeIfPresent(Double.self, forKey: .rating),
      stock: try values.decodeIfPresent(Int.self, forKey: .stock),
      tags: try values.decodeIfPresent([String].self, forKey: .tags),
      brand: try values.decodeIfPresent(String.self, forKey: .brand),
      sku: try values.decodeIfPresent(String.self, forKey: .sku),
      weight: try values.decodeIfPresent(Double.self, forKey: .weight),
      dimensions: try values.decodeIfPresent(DimensionsDTO.self, forKey: .dimensions),
      warrantyInformation: try values.decodeIfPresent(String.self, forKey: .warrantyInformation),
      shippingInformation: try values.decodeIfPresent(String.self, forKey: .shippingInformation),
      availabilityStatus: try values.decodeIfPresent(String.self, forKey: .availabilityStatus),
      reviews: try values.decodeIfPresent([ReviewDTO].self, forKey: .reviews),
      returnPolicy: try values.decodeIfPresent(String.self, forKey: .returnPolicy),
      minimumOrderQuantity: try values.decodeIfPresent(Int.self, forKey: .minimumOrderQuantity),
      meta: try values.decodeIfPresent(MetaDTO.self, forKey: .meta),
      images: try values.decodeIfPresent([String].self, forKey: .images),
      thumbnail: try values.decodeIfPresent(String.self, forKey: .thumbnail))
  }
}

extension ProductDTO.DimensionsDTO: Decodable {
  private enum Keys: String, CodingKey { case width, height, depth }

  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: Keys.self)
    self.init(
      width: try values.decode(Double.self, forKey: .width), height: try values.decode(Double.self, forKey: .height),
      depth: try values.decode(Double.self, forKey: .depth))
  }
}

extension ProductDTO.ReviewDTO: Decodable {
  private enum Keys: String, CodingKey { case rating, comment, date, reviewerName, reviewerEmail }

  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: Keys.self)
    self.init(
      rating: try values.decode(Int.self, forKey: .rating),
      comment: try values.decodeIfPresent(String.self, forKey: .comment),
      date: try values.decodeIfPresent(String.self, forKey: .date),
      reviewerName: try values.decodeIfPresent(String.self, forKey: .reviewerName),
      reviewerEmail: try values.decodeIfPresent(String.self, forKey: .reviewerEmail))
  }
}

extension ProductDTO.MetaDTO: Decodable {
  private enum Keys: String, CodingKey { case createdAt, updatedAt, barcode, qrCode }

  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: Keys.self)
    self.init(
      createdAt: try values.decodeIfPresent(String.self, forKey: .createdAt),
      updatedAt: try values.decodeIfPresent(String.self, forKey: .updatedAt),
      barcode: try values.decodeIfPresent(String.self, forKey: .barcode),
      qrCode: try values.decodeIfPresent(String.self, forKey: .qrCode))
  }
}
