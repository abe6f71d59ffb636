import Foundation
import Testing

@testable import ExternalInterfaces

/// Builds of one cache take turns on a lock of the cache directory: taken by one, seen as held
/// by the others, waited for, and free again once its holder lets go.
@Suite struct IndexBuildLockTests {
  @Test func aHeldLockIsSeenWaitedForAndFreedWithItsHolder() async throws {
    let directory = try CatalogIndexStoreTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = CatalogIndexStore(directory: directory)
    #expect(!IndexBuildLock.isHeld(in: store))
    var holder = IndexBuildLock.take(in: store)
    #expect(holder != nil)
    #expect(IndexBuildLock.isHeld(in: store))
    #expect(IndexBuildLock.take(in: store) == nil, "one build at a time")
    let started = ContinuousClock.now
    #expect(await IndexBuildLock.wait(in: store, timeout: 0.3) == nil)
    #expect(ContinuousClock.now - started >= .milliseconds(300), "it waited its time")
    holder = nil
    // Free once the holder lets go. A child another test is starting at that moment may hold a
    // copy of the descriptor between its fork and its exec (which closes it), so this looks for
    // up to two seconds rather than once.
    var held = IndexBuildLock.isHeld(in: store)
    for _ in 0..<40 where held {
      try await Task.sleep(for: .milliseconds(50))
      held = IndexBuildLock.isHeld(in: store)
    }
    #expect(!held)
    #expect(await IndexBuildLock.wait(in: store, timeout: 5) != nil)
  }

  @Test func aCacheThatIsRefusedHasNoLockToTake() throws {
    let directory = try CatalogIndexStoreTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(chmod(directory, 0o777) == 0)
    let store = CatalogIndexStore(directory: directory)
    #expect(IndexBuildLock.take(in: store) == nil)
    #expect(!IndexBuildLock.isHeld(in: store))
  }
}
