import DomainEntities

/// VIP: what the delete scene keeps: the product as loaded, then as it was when deleted.
@MainActor
public protocol DeleteProductDataStore: AnyObject {
  var product: Product? { get }
}
