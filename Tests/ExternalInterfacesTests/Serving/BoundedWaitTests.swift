import Foundation
import Testing

@testable import ExternalInterfaces

/// The server's warm-up waits for its reading at most a while: under load, a large catalog's
/// first read must not hold the URL back.
struct BoundedWaitTests {
  @Test func aTaskLongerThanThePatienceIsLeftRunning() async {
    let slow = Task { _ = try? await Task.sleep(for: .seconds(60)) }
    let started = Date()
    let ended = await BoundedWait.wait(atMost: 0.1, for: slow)
    let waited = Date().timeIntervalSince(started)
    #expect(!ended)
    #expect(!slow.isCancelled, "the wait's end must leave the task to finish")
    #expect(waited < 30, "waited \(waited) s for a task it should have left")
    slow.cancel()
  }

  @Test func aTaskThatEndsInTimeIsWaitedFor() async {
    let quick = Task { _ = try? await Task.sleep(for: .milliseconds(50)) }
    #expect(await BoundedWait.wait(atMost: 30, for: quick))
  }
}
