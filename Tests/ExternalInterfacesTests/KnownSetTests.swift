import Dispatch
import Testing

@testable import ExternalInterfaces

/// What an index file knows of its pages (`IndexFileBytes`), added to from any thread without
/// a lock: first in a small hashed table, then a bit a page. A number lost to a race would
/// check a page twice; a number in the set that was never added would trust a page never checked.
@Suite struct KnownSetTests {
  // From 32,705 (a page of words), the numbers go to a table first, then to mapped words.
  @Test(arguments: [1, 63, 64, 65, 1_000, 32_704, 32_705, 200_001])
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

  /// A command's few pages scattered through a large index are kept in the table: no page of
  /// bits is touched. Past the table, the bits take over with every number it held.
  @Test func fewNumbersOfALargeSetStayInItsTable() {
    let set = KnownSet(count: 1_310_720)
    let few = (0..<40).map { $0 * 32_749 + 7 }
    for number in few { set.insert(number) }
    #expect(!set.keepsBits)
    #expect((0..<1_310_720).filter(set.contains) == few)
    let more = (0..<(2 * KnownSet.slots)).map { $0 * 613 + 1 }
    for number in more { set.insert(number) }
    #expect(set.keepsBits)
    #expect((0..<1_310_720).filter(set.contains) == Set(few + more).sorted())
    #expect(KnownSet(count: 32_704).keepsBits && !KnownSet(count: 32_705).keepsBits)
  }

  /// Four threads adding to a large set while its table fills and its bits take over: nothing
  /// is in that was not added, and at most what the table held at the takeover is lost.
  @Test func concurrentAddsToALargeSetAddNothingElse() {
    let count = 1 << 20
    let set = KnownSet(count: count)
    let added = stride(from: 5, to: count, by: 97)
    DispatchQueue.concurrentPerform(iterations: 4) { lane in
      for number in added.enumerated().filter({ $0.offset % 4 == lane }).map(\.element) { set.insert(number) }
    }
    let present = (0..<count).filter(set.contains)
    #expect(Set(present).isSubset(of: Set(added)))
    #expect(present.count >= added.underestimatedCount - KnownSet.slots)
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
