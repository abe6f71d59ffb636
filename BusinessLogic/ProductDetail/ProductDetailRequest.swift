import DomainEntities

/// A request for one product, by the id as the user typed it or as another scene knows it.
public struct ProductDetailRequest: Hashable, Sendable {
  public let productID: String

  public init(productID: String) {
    self.productID = productID
  }

  public init(productID: ProductID) {
    self.productID = productID.description
  }
}
