extension RandomAccessCollection where Element: Comparable, Index == Int {
  /// The first position whose value is at least `value`, by bisection of ascending values (the
  /// end when none is): a gram's list among the keys, a range's share of sorted positions.
  func firstIndex(atLeast value: Element) -> Int {
    var low = startIndex
    var high = endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if self[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
