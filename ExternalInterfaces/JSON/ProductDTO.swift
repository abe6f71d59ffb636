import DomainEntities

/// A product as catalog JSON spells it. Only `id`, `title` and `price` are required; a value of
/// the wrong type anywhere is an error that names its path.
struct ProductDTO: Sendable {
  struct DimensionsDTO: Sendable {
    let width: Double
    let height: Double
    let depth: Double
  }

  struct ReviewDTO: Sendable {
    let rating: Int
    let comment: String?
    let date: String?
    let reviewerName: String?
    let reviewerEmail: String?
  }

  struct MetaDTO: Sendable {
    let createdAt: String?
    let updatedAt: String?
    let barcode: String?
    let qrCode: String?
  }

  let id: Int
  let title: String
  let description: String?
  let category: String?
  let price: Double
  let discountPercentage: Double?
  let rating: Double?
  let stock: Int?
  let tags: [String]?
  let brand: String?
  let sku: String?
  let weight: Double?
  let dimensions: DimensionsDTO?
  let warrantyInformation: String?
  let shippingInformation: String?
  let availabilityStatus: String?
  let reviews: [ReviewDTO]?
  let returnPolicy: String?
  let minimumOrderQuantity: Int?
  let meta: MetaDTO?
  let images: [String]?
  let thumbnail: String?
}

extension ProductDTO {
  func toDomain() -> Product {
    Product(
      id: ProductID(id),
      title: title,
      description: description ?? "",
      category: CategorySlug(category ?? ""),
      price: Money(price),
      discount: Discount(percentage: discountPercentage ?? 0),
      rating: rating.map(Rating.init),
      stock: stock,
      tags: tags ?? [],
      brand: brand,
      sku: sku,
      weight: weight,
      dimensions: dimensions.map { Dimensions(width: $0.width, height: $0.height, depth: $0.depth) },
      warrantyInformation: warrantyInformation,
      shippingInformation: shippingInformation,
      availability: availabilityStatus.map(StockStatus.init(catalogText:)),
      reviews: (reviews ?? []).map { review in
        Review(
          rating: review.rating,
          comment: review.comment ?? "",
          date: review.date ?? "",
          reviewerName: review.reviewerName ?? "",
          reviewerEmail: review.reviewerEmail ?? ""
        )
      },
      returnPolicy: returnPolicy,
      minimumOrderQuantity: minimumOrderQuantity,
      metadata: meta.map {
        ProductMetadata(createdAt: $0.createdAt, updatedAt: $0.updatedAt, barcode: $0.barcode, qrCode: $0.qrCode)
      },
      images: images ?? [],
      thumbnail: thumbnail
    )
  }
}
