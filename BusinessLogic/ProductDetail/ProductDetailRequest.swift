import DomainEntities

/// A request for one product, by the id as the user typed it or as another scene knows it, or
/// with the product itself when the scene before has it already (a save hands over what it
/// stored, so the detail scene shows it without reading it again).
public struct ProductDetailRequest: Hashable, Sendable {
  public let productID: String
  public let product: Product?
  /// `--currency`: show the prices in this currency too.
  public var currency: String?

  public init(productID: String) {
    self.productID = productID
    product = nil
  }

  public init(productID: ProductID) {
    self.productID = productID.description
    product = nil
  }

  public init(product: Product) {
    productID = product.id.description
    self.product = product
  }
}
