import DomainEntities

/// VIP: what a write scene (add, edit, delete) keeps for its router: the product as stored, or
/// as it was when deleted.
@MainActor
public protocol ProductChangeDataStore: AnyObject {
  var product: Product? { get }
}
