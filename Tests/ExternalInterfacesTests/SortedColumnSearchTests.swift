import Testing

@testable import ExternalInterfaces

/// Finding a value's first place by bisection, and from where its spread puts it, agrees with
/// the rule (the first value at least it, in a walk from the start) on every value in and
/// around ascending columns of every shape.
struct SortedColumnSearchTests {
  static let columns: [[Int]] = [
    [], [5], [1, 2], Array(1...1_000), Array(stride(from: 3, through: 3_000, by: 3)),
    [1, 1, 1, 2, 2, 9, 9, 9, 9, 10], Array(repeating: 7, count: 50),
    (0..<400).map { $0 * $0 }, [1, 2, 3, 1_000_000, 1_000_001] + Array(2_000_000...2_000_300),
    [Int.min, -5, 0, 5, Int.max],
  ]

  @Test(arguments: columns)
  func bisectionAndInterpolationFindWhatTheRuleFinds(column: [Int]) {
    let probes = Set(column.flatMap { [$0, $0 &- 1, $0 &+ 1] } + [0, -1, 1_000_000_000])
    for value in probes {
      let rule = column.firstIndex { $0 >= value } ?? column.endIndex
      #expect(column.firstIndex(atLeast: value) == rule, "\(value)")
      #expect(column.firstIndex(interpolating: value) == rule, "\(value)")
    }
  }

  @Test func itWorksOnASliceKeepingItsIndices() {
    let column = Array(1...100)[10..<90]
    #expect(column.firstIndex(interpolating: 50) == 49)
    #expect(column.firstIndex(interpolating: 5) == 10)
    #expect(column.firstIndex(interpolating: 95) == 90)
  }

  /// Along a stored order: keys read through it; a place the order cannot name ends the search.
  @Test func aKeyThatCannotBeReadEndsTheSearch() {
    let keys = Array(stride(from: 10, through: 1_000, by: 10))
    #expect(SortedSearch.interpolating(0..<keys.count, atLeast: 505) { keys[$0] } == 50)
    #expect(SortedSearch.interpolating(0..<keys.count, atLeast: 505) { $0 == 50 ? nil : keys[$0] } == nil)
    #expect(SortedSearch.interpolating(0..<keys.count, atLeast: 5) { $0 == 0 ? nil : keys[$0] } == nil)
    #expect(SortedSearch.bisecting(0..<keys.count) { keys[$0] >= 505 } == 50)
    #expect(SortedSearch.bisecting(0..<keys.count) { $0 == 49 ? nil : keys[$0] >= 505 } == nil)
  }
}
