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
  /// The same position, found from where the values' spread puts `value` (`InterpolatedSearch`).
  func firstIndex(interpolating value: Int) -> Int {
    InterpolatedSearch.firstPlace(in: startIndex..<endIndex, atLeast: value) { self[$0] } ?? endIndex
  }
}

/// The first place whose key is at least a value, among ascending keys, found from where the
/// keys' spread puts the value (by interpolation between the first key and the last), then by
/// steps doubling away from there and bisection: a catalog's ids mostly number its products in
/// order, so a product is found reading two or three pages of a mapped column rather than the
/// score of pages bisection reads.
enum InterpolatedSearch {
  /// `key` gives the key at a place, or nil when it cannot be read (an order naming no
  /// product): the search then answers nil.
  static func firstPlace(in places: Range<Int>, atLeast value: Int, key: (Int) -> Int?) -> Int? {
    guard places.count > 2 else { return bisect(places, atLeast: value, key: key) }
    guard let first = key(places.lowerBound), let last = key(places.upperBound - 1) else { return nil }
    guard first < value, value <= last else {
      return value <= first ? places.lowerBound : places.upperBound
    }
    let share = (Double(value) - Double(first)) / (Double(last) - Double(first))
    let guess = places.lowerBound + min(places.count - 1, max(0, Int((share * Double(places.count - 1)).rounded())))
    // Keys at `low` are below `value`; keys at `high` are at least it (the end counts as such).
    var (low, high) = (places.lowerBound, places.upperBound)
    var step = 1
    guard let guessed = key(guess) else { return nil }
    if guessed < value {
      low = guess
      while low + step < places.upperBound {
        guard let next = key(low + step) else { return nil }
        if next >= value { break }
        low += step
        step *= 2
      }
      high = min(places.upperBound, low + step)
    } else {
      high = guess
      while high - step > places.lowerBound {
        guard let next = key(high - step) else { return nil }
        if next < value { break }
        high -= step
        step *= 2
      }
      // The first key is below `value` (checked above), so `low` may be the first place.
      low = max(places.lowerBound, high - step)
    }
    return bisect((low + 1)..<high, atLeast: value, key: key)
  }

  /// By bisection alone; the end of `places` when no key is at least `value`.
  private static func bisect(_ places: Range<Int>, atLeast value: Int, key: (Int) -> Int?) -> Int? {
    var (low, high) = (places.lowerBound, places.upperBound)
    while low < high {
      let middle = low + (high - low) / 2
      guard let found = key(middle) else { return nil }
      if found < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
