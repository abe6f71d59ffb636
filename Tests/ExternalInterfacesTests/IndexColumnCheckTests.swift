import Testing

@testable import ExternalInterfaces

/// The whole check's tests of a column go a stretch of 4 MiB at a time: a value that breaks the
/// rule in the last stretch, or a pair that straddles two stretches, must still be found.
@Suite struct IndexColumnCheckTests {
  /// Three stretches of eight-byte values.
  static let count = 1_200_000
  static let boundary = (1 << 22) / 8

  @Test(arguments: [0, boundary - 1, boundary, count - 1])
  func aValueBreakingTheRuleIsFoundInAnyStretch(place: Int) {
    var values = [Int](repeating: 1, count: Self.count)
    #expect(IndexColumn(values).allSatisfy { $0 == 1 })
    values[place] = 0
    #expect(!IndexColumn(values).allSatisfy { $0 == 1 })
  }

  /// Values that never fall but for one pair, the one that straddles a stretch's end too: ones
  /// up to `place`, zeros from it.
  @Test(arguments: [1, boundary - 1, boundary, boundary + 1, count - 1])
  func aPairOutOfOrderIsFoundWhereverItLies(place: Int) {
    var values = [Int](repeating: 0, count: Self.count)
    #expect(IndexColumn(values).adjacentPairsSatisfy { $0 <= $1 })
    values.replaceSubrange(0..<place, with: repeatElement(1, count: place))
    #expect(!IndexColumn(values).adjacentPairsSatisfy { $0 <= $1 })
  }

  @Test(arguments: [0, boundary, count - 1])
  func twoColumnsAreComparedToTheShorterOnesEnd(place: Int) {
    let starts = IndexColumn([Int](repeating: 1, count: Self.count))
    var ends = [Int](repeating: 2, count: Self.count + 5)
    #expect(starts.pairsSatisfy(with: IndexColumn(ends)) { $0 < $1 })
    ends[place] = 1
    #expect(!starts.pairsSatisfy(with: IndexColumn(ends)) { $0 < $1 })
    ends[place] = 2
    ends[Self.count + 2] = 0
    #expect(starts.pairsSatisfy(with: IndexColumn(ends)) { $0 < $1 }, "past the shorter column")
  }
}
