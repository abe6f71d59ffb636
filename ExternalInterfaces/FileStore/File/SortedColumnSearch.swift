extension RandomAccessCollection where Element: Comparable, Index == Int {
  /// The first position whose value is at least `value`, by bisection of ascending values (the
  /// end when none is): a gram's list among the keys, a range's share of sorted positions.
  func firstIndex(atLeast value: Element) -> Int {
    SortedSearch.bisecting(startIndex..<endIndex) { self[$0] >= value } ?? endIndex
  }
}

extension RandomAccessCollection where Element == Int, Index == Int {
  /// The same position, found from where the values' spread puts `value`, or first at `guess`
  /// (`SortedSearch`).
  func firstIndex(interpolating value: Int, guess: Int? = nil) -> Int {
    SortedSearch.interpolating(startIndex..<endIndex, atLeast: value, guess: guess) { self[$0] } ?? endIndex
  }
}

/// The first place of an ascending run that passes a test, by bisection (the one rule every
/// sorted column and stored order is searched by), or from where the keys' spread puts a value.
enum SortedSearch {
  /// The first place in `places` that passes `test` (false, then true, along them), by
  /// bisection; the end when none does; nil when `test` cannot tell at a place it reads (nil:
  /// an order naming no product).
  static func bisecting(_ places: Range<Int>, _ test: (Int) -> Bool?) -> Int? {
    var (low, high) = (places.lowerBound, places.upperBound)
    while low < high {
      let middle = low + (high - low) / 2
      guard let passes = test(middle) else { return nil }
      if passes { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The first place whose key is at least `value`, among ascending keys, found from where the
  /// keys' spread puts the value (by interpolation between the first key and the last), then
  /// by steps doubling away from there and bisection: a catalog's ids mostly number its
  /// products in order, so a product is found reading two or three pages of a mapped column
  /// rather than the score of pages bisection reads. `key` gives the key at a place, or nil
  /// when it cannot be read: the search then answers nil.
  ///
  /// A `guess` is tried first, with its neighbour: when the answer is there, the search reads
  /// two keys, on one page mostly, and neither end of the column (each a page of its own).
  static func interpolating(_ places: Range<Int>, atLeast value: Int, guess: Int? = nil, key: (Int) -> Int?)
    -> Int?
  {
    if let guess, places.contains(guess) {
      guard let guessed = key(guess) else { return nil }
      if guessed >= value {
        // The answer, if it is the first place or the key before it is below `value`.
        if guess == places.lowerBound { return guess }
        guard let previous = key(guess - 1) else { return nil }
        if previous < value { return guess }
      } else {
        // The place after it is, if that is the end or its key is at least `value`.
        if guess + 1 == places.upperBound { return places.upperBound }
        guard let next = key(guess + 1) else { return nil }
        if next >= value { return guess + 1 }
      }
    }
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

  private static func bisect(_ places: Range<Int>, atLeast value: Int, key: (Int) -> Int?) -> Int? {
    bisecting(places) { key($0).map { $0 >= value } }
  }
}
