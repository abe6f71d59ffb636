import BusinessLogic
import Synchronization

/// One short read shared by everyone who asked while the one before it was under way: each asker
/// gets a read that began after it asked (never an older one), yet however many ask at once,
/// the database runs at most one read at a time and one more queued. The catalog's generation
/// is asked before every kept answer is used, so under load this turns one statement per
/// request into one per round (D97).
final class CoalescedCheck<Value: Sendable>: Sendable {
  private typealias Waiter = CheckedContinuation<Result<Value, CatalogSourceError>, Never>

  private struct State {
    var reading = false
    /// Those whose read has begun.
    var current: [Waiter] = []
    /// Those who asked since: the next read is theirs.
    var next: [Waiter] = []
  }

  private let state = Mutex(State())
  private let read: @Sendable () async throws(CatalogSourceError) -> Value

  init(read: @escaping @Sendable () async throws(CatalogSourceError) -> Value) {
    self.read = read
  }

  func value() async throws(CatalogSourceError) -> Value {
    let result = await withCheckedContinuation { (waiter: Waiter) in
      let starts = state.withLock { state in
        if state.reading {
          state.next.append(waiter)
          return false
        }
        (state.reading, state.current) = (true, [waiter])
        return true
      }
      if starts { Task { await self.readRounds() } }
    }
    return try result.get()
  }

  /// Reads for the current askers, then for those who asked meanwhile, until no one is waiting.
  private func readRounds() async {
    while true {
      let result: Result<Value, CatalogSourceError>
      do throws(CatalogSourceError) {
        result = .success(try await read())
      } catch {
        result = .failure(error)
      }
      // Who was answered, and whether another round is this loop's to read: decided in one
      // hold of the lock, so a new asker either joins the next round or starts a loop of its own.
      let (answered, continues) = state.withLock { state in
        let answered = state.current
        (state.current, state.next) = (state.next, [])
        state.reading = !state.current.isEmpty
        return (answered, state.reading)
      }
      for waiter in answered { waiter.resume(returning: result) }
      guard continues else { return }
    }
  }
}
