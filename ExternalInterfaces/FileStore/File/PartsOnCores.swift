import Dispatch
import Synchronization

/// Positions found part by part, each part on a core of its own, and joined in the parts' order:
/// a search's halves of the products, or of its candidates, each ascending within its part.
enum PartsOnCores {
  static func joined(_ parts: Int, _ find: @Sendable (_ part: Int) -> [Int]) -> [Int] {
    let found = Mutex([[Int]](repeating: [], count: parts))
    DispatchQueue.concurrentPerform(iterations: parts) { part in
      let positions = find(part)
      found.withLock { $0[part] = positions }
    }
    return found.withLock { Array($0.joined()) }
  }
}
