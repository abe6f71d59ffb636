import BusinessLogic

/// VIP: the delete router reads the scene's data store to hand the deleted product on.
@MainActor
public protocol DeleteProductDataPassing: AnyObject {
  var dataStore: (any DeleteProductDataStore)? { get }
}
