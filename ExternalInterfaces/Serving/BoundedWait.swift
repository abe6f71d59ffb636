import Synchronization

/// Waits for a task at most a while and leaves it running when the while is up. A task group
/// cannot: it awaits every child before it returns, and awaiting a task's value does not heed
/// cancellation, so a group racing a task against a timer still waits for the task.
enum BoundedWait {
  /// True when `task` ended within `seconds`.
  @discardableResult
  static func wait(atMost seconds: Double, for task: Task<Void, Never>) async -> Bool {
    let first = FirstAnswer()
    return await withCheckedContinuation { waiter in
      first.hold(waiter)
      Task {
        await task.value; first.answer(true)
      }
      Task {
        try? await Task.sleep(for: .seconds(seconds))
        first.answer(false)
      }
    }
  }
}

/// The waiter, resumed by whichever answer comes first; later answers find nobody.
private final class FirstAnswer: Sendable {
  private let waiter = Mutex<CheckedContinuation<Bool, Never>?>(nil)

  func hold(_ continuation: CheckedContinuation<Bool, Never>) {
    waiter.withLock { $0 = continuation }
  }

  func answer(_ value: Bool) {
    waiter.withLock { $0.take() }?.resume(returning: value)
  }
}
