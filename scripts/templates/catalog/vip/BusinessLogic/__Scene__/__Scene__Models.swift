import DomainEntities

/// The __command__ scene's models, one set per use case (Clean Swift VIP). The view model is
/// added by ApplicationLogic, so this ring never sees presentation types.
public enum __Scene__ {
  public enum __UseCase__ {
    /// What `catalog __command__` asks, as typed. Fill in: its flags, as text the interactor
    /// validates.
    public struct Request: Hashable, Sendable {
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

    /// What the use case found. Fill in: the scene's facts, as values, never words.
    public struct Response: Hashable, Sendable {
      public let productCount: Int

      public init(productCount: Int) {
        self.productCount = productCount
      }
    }
  }
}

/// VIP: the interactor's output, which the presenter implements.
@MainActor
public protocol __Scene__PresentationLogic: AnyObject {
  func present__Scene__(_ response: __Scene__.__UseCase__.Response)
  /// The catalog could not be read: a fact, which the presenter words.
  func presentSourceFailure(_ error: CatalogSourceError)
}
