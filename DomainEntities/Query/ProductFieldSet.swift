/// Which of a product's fields a page must carry: what its reader shows. A source may carry
/// more, and may leave every other field empty (`Product.keeping(_:)`), so that a listing is
/// answered from what the source holds at hand (an index's columns, a server's `select`). The
/// id is always carried.
public struct ProductFieldSet: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  public static let title = ProductFieldSet(rawValue: 1 << 0)
  public static let description = ProductFieldSet(rawValue: 1 << 1)
  public static let category = ProductFieldSet(rawValue: 1 << 2)
  public static let price = ProductFieldSet(rawValue: 1 << 3)
  public static let discount = ProductFieldSet(rawValue: 1 << 4)
  public static let rating = ProductFieldSet(rawValue: 1 << 5)
  public static let stock = ProductFieldSet(rawValue: 1 << 6)
  public static let brand = ProductFieldSet(rawValue: 1 << 7)
  public static let availability = ProductFieldSet(rawValue: 1 << 8)
  public static let thumbnail = ProductFieldSet(rawValue: 1 << 9)
  /// Everything else: tags, sku, weight, dimensions, policies, reviews, metadata, images.
  public static let details = ProductFieldSet(rawValue: 1 << 10)

  public static let all: ProductFieldSet = [
    .title, .description, .category, .price, .discount, .rating, .stock, .brand, .availability, .thumbnail,
    .details,
  ]
}
