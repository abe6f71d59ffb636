import DomainEntities
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

  /// A guess, right or wrong, in or out of the column, never changes the answer.
  @Test(arguments: columns)
  func aGuessFindsWhatTheRuleFinds(column: [Int]) {
    let probes = Set(column.flatMap { [$0, $0 &- 1, $0 &+ 1] } + [0, -1, 1_000_000_000])
    for value in probes {
      let rule = column.firstIndex { $0 >= value } ?? column.endIndex
      for guess in [value &- 1, 0, column.count - 1, column.count, -3, rule - 1, rule, rule + 1, column.count / 2] {
        #expect(column.firstIndex(interpolating: value, guess: guess) == rule, "\(value) from \(guess)")
      }
    }
  }

  /// Ids numbered 1, 2, 3…: the id's own place is guessed, and two keys are read, neither
  /// at an end of the column.
  @Test func aRightGuessReadsItsPlaceAndItsNeighbourAlone() {
    let ids = Array(1...1_000)
    for id in [2, 500, 999, 1_000] {
      var read: [Int] = []
      let found = SortedSearch.interpolating(
        0..<ids.count, atLeast: id, guess: CatalogIndex.place(numbered: ProductID(id))
      ) {
        read.append($0)
        return ids[$0]
      }
      #expect(found == id - 1)
      #expect(read == [id - 1, id - 2], "\(read)")
    }
    var read: [Int] = []
    #expect(
      SortedSearch.interpolating(0..<ids.count, atLeast: 1, guess: 0) {
        read.append($0); return ids[$0]
      } == 0)
    #expect(read == [0])
    #expect(SortedSearch.interpolating(0..<ids.count, atLeast: 500, guess: 0) { $0 == 0 ? nil : ids[$0] } == nil)
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
