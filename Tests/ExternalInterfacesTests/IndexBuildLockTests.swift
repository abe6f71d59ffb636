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
    #expect(!IndexBuildLock.isHeld(in: store))
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
