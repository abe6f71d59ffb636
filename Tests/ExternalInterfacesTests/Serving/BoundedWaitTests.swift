import Foundation
import Synchronization
import Testing

@testable import ExternalInterfaces

/// The server's warm-up waits for its reading at most a while: under load, a large catalog's
/// first read must not hold the URL back.
struct BoundedWaitTests {
  @Test func aTaskLongerThanThePatienceIsLeftRunning() async {
    let finished = Flag()
    // Ten minutes, or until cancelled: a wait that awaited it would return with it finished.
    let slow = Task {
      _ = try? await Task.sleep(for: .seconds(600))
      finished.raise()
    }
    let ended = await BoundedWait.wait(atMost: 0.1, for: slow)
    #expect(!ended)
    #expect(!finished.isRaised, "the wait waited for the task it should have left running")
    slow.cancel()
    await slow.value
    #expect(finished.isRaised)
  }

  @Test func aTaskThatEndsInTimeIsWaitedFor() async {
    let quick = Task { _ = try? await Task.sleep(for: .milliseconds(50)) }
    #expect(await BoundedWait.wait(atMost: 600, for: quick))
  }
}

/// Set once, read from any task.
private final class Flag: Sendable {
  private let raised = Mutex(false)
  func raise() { raised.withLock { $0 = true } }
  var isRaised: Bool { raised.withLock { $0 } }
}
