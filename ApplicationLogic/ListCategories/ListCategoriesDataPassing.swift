import BusinessLogic

/// VIP: the router reads the scene's data store to hand data to the next scene.
@MainActor
public protocol ListCategoriesDataPassing: AnyObject {
  var dataStore: (any ListCategoriesDataStore)? { get }
}
