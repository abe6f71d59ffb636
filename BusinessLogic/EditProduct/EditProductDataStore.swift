import DomainEntities

/// VIP: what the edit scene keeps: the product as last loaded, then as saved, for the router.
@MainActor
public protocol EditProductDataStore: AnyObject {
  var product: Product? { get }
}
