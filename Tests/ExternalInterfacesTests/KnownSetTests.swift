import Dispatch
import Testing

@testable import ExternalInterfaces

/// What an index file knows of its pages (`IndexFileBytes`): a bit a page, set from any thread
/// without a lock. A bit lost to a race would check a page twice; a bit set for the wrong page
/// would trust a page never checked.
@Suite struct KnownSetTests {
  // 32,768 and more: the words are mapped, not allocated (`KnownSet.mappedFrom`).
  @Test(arguments: [1, 63, 64, 65, 1_000, 32_767, 32_768, 200_001])
  func holdsExactlyWhatWasAdded(count: Int) {
    let set = KnownSet(count: count)
    let added = Set(stride(from: count - 1, through: 0, by: -3))
    for number in added { set.insert(number) }
    #expect((0..<count).filter(set.contains) == added.sorted())
  }

  @Test func numbersPastTheSetAreNeverIn() {
    let set = KnownSet(count: 65)
    for number in [-1, 65, 100, 127, 1 << 40] { set.insert(number) }
    #expect(![-1, 65, 100, 127, 1 << 40].contains(where: set.contains))
    #expect((0..<128).filter(set.contains).isEmpty)
  }

  /// Two threads setting bits of the same words at once: none lost.
  @Test func concurrentAddsAllLand() {
    let set = KnownSet(count: 4_096)
    DispatchQueue.concurrentPerform(iterations: 4) { lane in
      for number in stride(from: lane, to: 4_096, by: 4) { set.insert(number) }
    }
    #expect((0..<4_096).allSatisfy(set.contains))
  }
}
