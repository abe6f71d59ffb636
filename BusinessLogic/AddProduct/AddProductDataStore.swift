import DomainEntities

/// VIP: what the add scene keeps for its router: the product as stored.
@MainActor
public protocol AddProductDataStore: AnyObject {
  var product: Product? { get }
}
