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

extension RandomAccessCollection where Element == Int, Index == Int {
  /// The same position, found from where the values' spread puts `value` (by interpolation
  /// between the first and last), then by steps doubling away from there and bisection: a
  /// catalog's ids mostly number its products in order, so a product is found reading two or
  /// three pages of a mapped column rather than the score of pages bisection reads.
  func firstIndex(interpolating value: Int) -> Int {
    guard let first, let last, first < value, value <= last, count > 2 else { return firstIndex(atLeast: value) }
    let share = (Double(value) - Double(first)) / (Double(last) - Double(first))
    let guess = startIndex + Swift.min(count - 1, Swift.max(0, Int((share * Double(count - 1)).rounded())))
    // Values at `low` are below `value`; values at `high` are at least it (`endIndex` counts as such).
    var (low, high) = (startIndex, endIndex)
    var step = 1
    if self[guess] < value {
      low = guess
      while low + step < endIndex, self[low + step] < value {
        low += step
        step *= 2
      }
      high = Swift.min(endIndex, low + step)
    } else {
      high = guess
      while high - step > startIndex, self[high - step] >= value {
        high -= step
        step *= 2
      }
      low = Swift.max(startIndex, high - step)
    }
    // Bisection within (low, high]: `low` itself is below `value` unless it is the start.
    if low == startIndex, self[low] >= value { return low }
    return self[(low + 1)..<high].firstIndex(atLeast: value)
  }
}
