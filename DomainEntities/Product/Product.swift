/// One product of the catalog: the central noun of the whole package.
///
/// Only `id`, `title` and `price` are required of a source; everything a source may leave out is
/// optional or empty here rather than invented (no rating is not a rating of 0), so a product
/// written back out says no more than the source did.
public struct Product: Hashable, Sendable, Identifiable {
  public let id: ProductID
  public var title: String
  public var description: String
  public var category: CategorySlug
  public var price: Money
  public var discount: Discount
  public var rating: Rating?
  public var stock: Int?
  public var tags: [String]
  public var brand: String?
  public var sku: String?
  public var weight: Double?
  public var dimensions: Dimensions?
  public var warrantyInformation: String?
  public var shippingInformation: String?
  public var availability: StockStatus?
  public var reviews: [Review]
  public var returnPolicy: String?
  public var minimumOrderQuantity: Int?
  public var metadata: ProductMetadata?
  public var images: [String]
  public var thumbnail: String?

  public init(
    id: ProductID,
    title: String,
    description: String = "",
    category: CategorySlug = CategorySlug(""),
    price: Money,
    discount: Discount = .none,
    rating: Rating? = nil,
    stock: Int? = nil,
    tags: [String] = [],
    brand: String? = nil,
    sku: String? = nil,
    weight: Double? = nil,
    dimensions: Dimensions? = nil,
    warrantyInformation: String? = nil,
    shippingInformation: String? = nil,
    availability: StockStatus? = nil,
    reviews: [Review] = [],
    returnPolicy: String? = nil,
    minimumOrderQuantity: Int? = nil,
    metadata: ProductMetadata? = nil,
    images: [String] = [],
    thumbnail: String? = nil
  ) {
    self.id = id
    self.title = title
    self.description = description
    self.category = category
    self.price = price
    self.discount = discount
    self.rating = rating
    self.stock = stock
    self.tags = tags
    self.brand = brand
    self.sku = sku
    self.weight = weight
    self.dimensions = dimensions
    self.warrantyInformation = warrantyInformation
    self.shippingInformation = shippingInformation
    self.availability = availability
    self.reviews = reviews
    self.returnPolicy = returnPolicy
    self.minimumOrderQuantity = minimumOrderQuantity
    self.metadata = metadata
    self.images = images
    self.thumbnail = thumbnail
  }

  /// What a buyer pays today: the list price less the discount, in whole cents.
  public var discountedPrice: Money {
    discount.applied(to: price)
  }

  /// The stated availability, or the one the stock count implies when the source states none;
  /// `nil` when the source says nothing about stock at all.
  public var effectiveAvailability: StockStatus? {
    availability ?? stock.map(StockStatus.init(stock:))
  }
}
