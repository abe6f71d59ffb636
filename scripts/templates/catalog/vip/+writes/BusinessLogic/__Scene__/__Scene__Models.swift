import DomainEntities

/// The __command__ scene's models, one set per use case (Clean Swift VIP). The view model is
/// added by ApplicationLogic, so this ring never sees presentation types.
public enum __Scene__ {
  public enum __UseCase__ {
    /// What `catalog __command__ ID` asks, as typed: the interactor validates it.
    public struct Request: Hashable, Sendable {
      __requestFields__

      public init(__requestParameters__) {
        __requestAssignments__
      }
    }

    /// What the change did: the product before, as stored (or as it would be, in a dry run),
    /// and the fields that differ, in catalog order (none: no change).
    public struct Response: Hashable, Sendable {
      public let before: Product
      public let after: Product
      public let changedFields: [ProductField]
      public let isDryRun: Bool

      public init(before: Product, after: Product, changedFields: [ProductField], isDryRun: Bool) {
        (self.before, self.after, self.changedFields, self.isDryRun) = (before, after, changedFields, isDryRun)
      }
    }
  }
}

/// VIP: the interactor's output, which the presenter implements. Every failure is a fact.
@MainActor
public protocol __Scene__PresentationLogic: AnyObject {
  func present__Scene__(_ response: __Scene__.__UseCase__.Response)
  /// The id alone was wrong.
  func presentInvalidRequest(_ error: RequestValidationError)
  /// Everything wrong with what was typed, at once: the id and the values.
  func presentInvalidForm(_ problems: ProductFormProblems)
  /// The product could not be read or changed.
  func presentWriteFailure(_ error: CatalogWriteError)
}
