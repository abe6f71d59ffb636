import Dispatch
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Work started now on a thread of its own and waited for later: what overlaps a blocking write
/// (an edit's index, made while the catalog is copied) without holding a thread of Swift's
/// cooperative pool, which a server's requests may all be using.
final class WorkThread<Value: Sendable>: Sendable {
  private let result = Mutex<Value?>(nil)
  private let done = DispatchSemaphore(value: 0)

  init(_ work: @escaping @Sendable () -> Value) {
    SystemThread.start { [self] in
      let value = work()
      result.withLock { $0 = value }
      done.signal()
    }
  }

  /// The work's value, waiting until it has one: for callers that block anyway (a write).
  func value() -> Value {
    while true {
      if let value = result.withLock({ $0 }) { return value }
      done.wait()
    }
  }
}
