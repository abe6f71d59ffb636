/// The __Scene__ scene's data-manager port: what the use case needs from outside, which the outer
/// ring implements. Fill in: the questions the use case asks.
public protocol __Scene__Source: Sendable {
  func itemCount() async throws -> Int
}

/// VIPER: what the __Scene__ presenter may ask its interactor.
@MainActor
public protocol __Scene__InteractorInput: AnyObject {
  func __useCase____Scene__() async
}

/// VIPER: the __Scene__ use case's output boundary.
@MainActor
public protocol __Scene__InteractorOutput: AnyObject {
  func present__Scene__(_ response: __Scene__Response)
  func presentFailure(_ failure: __Scene__Failure)
}

/// What the use case found. Fill in: the scene's facts, as values, never words.
public struct __Scene__Response: Hashable, Sendable {
  public let itemCount: Int

  public init(itemCount: Int) {
    self.itemCount = itemCount
  }
}

/// What went wrong, as a fact; the presenter words it.
public enum __Scene__Failure: Hashable, Sendable {
  case sourceUnavailable
}

/// The __Scene__ use case. Fill in: what the scene computes.
@MainActor
public final class __Scene__Interactor: __Scene__InteractorInput {
  public weak var output: (any __Scene__InteractorOutput)?
  private let source: any __Scene__Source

  public init(source: any __Scene__Source) {
    self.source = source
  }

  public func __useCase____Scene__() async {
    do {
      output?.present__Scene__(__Scene__Response(itemCount: try await source.itemCount()))
    } catch {
      output?.presentFailure(.sourceUnavailable)
    }
  }
}
