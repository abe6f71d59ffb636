/// The __Scene__ scene's data-manager port: what the use case needs from outside, which the outer
/// ring implements. Fill in: the questions the use case asks.
public protocol __Scene__Source: Sendable {
  func itemCount() async throws -> Int
}

/// The __Scene__ scene's models, one set per use case (Clean Swift VIP).
public enum __Scene__ {
  public enum __UseCase__ {
    public struct Request: Hashable, Sendable {
      public init() {}
    }

    /// What the use case found. Fill in: the scene's facts, as values, never words.
    public struct Response: Hashable, Sendable {
      public let itemCount: Int?

      public init(itemCount: Int?) {
        self.itemCount = itemCount
      }
    }
  }
}

/// VIP: what the __Scene__ view may ask its interactor.
@MainActor
public protocol __Scene__BusinessLogic: AnyObject {
  func __useCase__(_ request: __Scene__.__UseCase__.Request) async
}

/// VIP: the interactor's output, which the presenter implements.
@MainActor
public protocol __Scene__PresentationLogic: AnyObject {
  /// `itemCount` is nil when the source could not be read.
  func present(_ response: __Scene__.__UseCase__.Response)
}

/// The __Scene__ use case; it owns its presenter (VIP's ownership). Fill in: what it computes.
@MainActor
public final class __Scene__Interactor: __Scene__BusinessLogic {
  public var presenter: (any __Scene__PresentationLogic)?
  private let source: any __Scene__Source

  public init(source: any __Scene__Source) {
    self.source = source
  }

  public func __useCase__(_ request: __Scene__.__UseCase__.Request) async {
    let count = try? await source.itemCount()
    presenter?.present(__Scene__.__UseCase__.Response(itemCount: count))
  }
}
