import Synchronization

// A language module the map does not list: the remedy is the map, not a port.
@available(macOS 15, *)
public final class Counter: Sendable {
  private let count = Atomic<Int>(0)
  public init() {}
  public func next() -> Int { count.add(1, ordering: .relaxed).newValue }
}
