import BusinessLogic

/// VIP: the add router reads the scene's data store to hand the stored product on.
@MainActor
public protocol AddProductDataPassing: AnyObject {
  var dataStore: (any AddProductDataStore)? { get }
}
