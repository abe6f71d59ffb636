import DomainEntities

/// What `catalog __command__` asks, as typed. Fill in: its flags, as text the interactor validates.
public struct __Scene__Request: Hashable, Sendable {
//[fields]
  __requestFields__

  public init(__requestParameters__) {
    __requestAssignments__
  }
//[end]
//[no-fields]
  public init() {}
//[end]
}

/// VIPER: the __command__ use case's output boundary.
@MainActor
public protocol __Scene__InteractorOutput: AnyObject {
  func present__Scene__(_ response: __Scene__Response)
  /// The catalog could not be read: a fact, which the presenter words.
  func presentSourceFailure(_ error: CatalogSourceError)
}

/// What the use case found. Fill in: the scene's facts, as values, never words.
public struct __Scene__Response: Hashable, Sendable {
  public let productCount: Int

  public init(productCount: Int) {
    self.productCount = productCount
  }
}
