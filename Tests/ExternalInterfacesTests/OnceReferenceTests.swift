import Dispatch
import Synchronization
import Testing

@testable import ExternalInterfaces

/// An object stored once, read from any thread (`OnceReference`): every thread gets the one
/// stored first, the ones offered after it are let go, and the stored one lives as long as the
/// reference does.
@Suite struct OnceReferenceTests {
  final class Probe: Sendable {
    let number: Int
    init(_ number: Int) { self.number = number }
  }

  final class WeakProbes: @unchecked Sendable {
    // @unchecked: written only under `lock`, read after the threads that wrote it are done.
    private let lock = Mutex(())
    private var probes: [Int: Weak] = [:]
    struct Weak { weak var probe: Probe? }

    func keep(_ probe: Probe) { lock.withLock { _ in probes[probe.number] = Weak(probe: probe) } }
    var alive: [Int] { lock.withLock { _ in probes.filter { $0.value.probe != nil }.map(\.key).sorted() } }
  }

  @Test func everyThreadGetsTheFirstStoredAndTheRestAreLetGo() {
    let probes = WeakProbes()
    do {
      let reference = OnceReference<Probe>()
      #expect(reference.load() == nil)
      let stored = Mutex<[Int]>([])
      DispatchQueue.concurrentPerform(iterations: 8) { lane in
        let offered = Probe(lane)
        probes.keep(offered)
        let kept = reference.storeIfNil(offered)
        stored.withLock { $0.append(kept.number) }
      }
      let numbers = stored.withLock { $0 }
      #expect(numbers.count == 8 && Set(numbers).count == 1)
      #expect(reference.load()?.number == numbers.first)
      #expect(probes.alive == Array(numbers.prefix(1)), "only the stored object is kept")
    }
    #expect(probes.alive.isEmpty, "the stored object goes with the reference")
  }
}
