import BusinessLogic
import Synchronization
import Testing

@testable import ExternalInterfaces

/// One read a round for any number of askers, and never a read older than the asking.
@Suite struct CoalescedCheckTests {
  /// A read that counts itself and waits until let go, so a test decides when each read ends.
  final class Reads: Sendable {
    let count = Mutex(0)
    let gates = Mutex<[CheckedContinuation<Void, Never>]>([])

    func read() async -> Int {
      let number = count.withLock { count in
        count += 1
        return count
      }
      await withCheckedContinuation { gate in gates.withLock { $0.append(gate) } }
      return number
    }

    /// Lets the reads waiting go, once one is waiting.
    func release() async {
      while true {
        let waiting = gates.withLock { gates in
          let waiting = gates
          gates = []
          return waiting
        }
        if !waiting.isEmpty {
          waiting.forEach { $0.resume() }
          return
        }
        await Task.yield()
      }
    }
  }

  @Test func manyAskersShareARoundAndNoneGetsAnOlderRead() async throws {
    let reads = Reads()
    let check = CoalescedCheck<Int> { await reads.read() }
    let first = Task { try await check.value() }
    // The first read is under way (waiting at its gate) before the others ask.
    while reads.count.withLock({ $0 }) == 0 { await Task.yield() }
    let later = (0..<50).map { _ in Task { try await check.value() } }
    await reads.release()
    #expect(try await first.value == 1)
    await reads.release()
    for asker in later {
      // Each asked after read 1 began, so read 1 is not theirs: all share read 2.
      #expect(try await asker.value == 2)
    }
    #expect(reads.count.withLock { $0 } == 2)
  }

  @Test func aFailureIsTheRoundsAndTheNextAskerReadsAgain() async throws {
    let calls = Mutex(0)
    let check = CoalescedCheck<Int> { () async throws(CatalogSourceError) in
      let call = calls.withLock { calls in
        calls += 1
        return calls
      }
      if call == 1 { throw .unavailable(source: "db", .database(.schemaMissing)) }
      return call
    }
    await #expect(throws: CatalogSourceError.self) { try await check.value() }
    #expect(try await check.value() == 2)
  }
}
