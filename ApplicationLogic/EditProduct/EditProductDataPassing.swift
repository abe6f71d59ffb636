import BusinessLogic

/// VIP: the edit router reads the scene's data store to hand the saved product on.
@MainActor
public protocol EditProductDataPassing: AnyObject {
  var dataStore: (any EditProductDataStore)? { get }
}
