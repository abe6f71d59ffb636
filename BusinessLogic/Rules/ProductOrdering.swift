import DomainEntities

/// The sort semantics of the catalog: stable (ties keep the catalog's order, in both directions),
/// text compared by Unicode code point (Swift compares the NFC form scalar by scalar, which for
/// catalog text is the order DummyJSON gives), and products without a value (no brand, no rating)
/// after all products with one, whichever the direction.
public struct ProductOrdering: Sendable {
  public let sort: ProductSort

  public init(_ sort: ProductSort) {
    self.sort = sort
  }

  /// The positions of `products` in sorted order (callers keep more beside each product).
  public func sortedPositions(_ products: [Product]) -> [Int] {
    let count = products.count
    return switch sort.field {
    case .id: sortedPositions(count: count) { products[$0].id }
    case .title: sortedPositions(count: count) { products[$0].title }
    case .price: sortedPositions(count: count) { products[$0].price }
    case .rating: sortedPositions(count: count) { products[$0].rating }
    case .stock: sortedPositions(count: count) { products[$0].stock }
    case .discountPercentage: sortedPositions(count: count) { products[$0].discount }
    case .category: sortedPositions(count: count) { products[$0].category }
    case .brand: sortedPositions(count: count) { products[$0].brand }
    }
  }

  /// The positions `0..<count` in sorted order by each position's key (`nil` for a product
  /// without a value): the rule itself, for callers that hold the keys in columns and would
  /// otherwise make every product to sort them. Stable: Swift's `sort` is not documented as
  /// stable, so ties fall back to the original position.
  // Inlinable, so the caller's module specializes it for its key type: unspecialized, each
  // comparison of a million-element sort goes through witness tables.
  @inlinable
  public func sortedPositions<Key: Comparable>(count: Int, key: (Int) -> Key?) -> [Int] {
    let keys = (0..<count).map(key)
    return (0..<count).sorted { precedes(keys[$0], at: $0, keys[$1], at: $1) }
  }

  /// Whether the product at catalog position `lhs`, whose key is `a`, comes before the one at
  /// `rhs`, whose key is `b`: the rule itself, for a caller that places one product in an order
  /// it keeps (an edited product in a stored order) rather than sorting again.
  @inlinable
  public func precedes<Key: Comparable>(_ a: Key?, at lhs: Int, _ b: Key?, at rhs: Int) -> Bool {
    switch order(a, b) {
    case .before: sort.order == .ascending
    case .after: sort.order != .ascending
    case .missingOnRight: true
    case .missingOnLeft: false
    case .same: lhs < rhs
    }
  }

  /// `ordered` (positions in this rule's order, in either direction) in the other direction,
  /// without sorting again: the groups of equal keys in reverse, each group keeping its order
  /// (the catalog's, as in every stable order), and the positions without a value still last.
  @inlinable
  public func otherDirection<Key: Comparable>(of ordered: [Int], key: (Int) -> Key?) -> [Int] {
    let keys = ordered.map(key)
    var reversed: [Int] = []
    reversed.reserveCapacity(ordered.count)
    visitOtherDirection(count: ordered.count, key: { keys[$0] }) { place in
      reversed.append(ordered[place])
      return true
    }
    return reversed
  }

  /// The places `0..<count` of an order in this rule (in either direction) in the other
  /// direction, given the key at each place, handed to `visit` one by one until it returns false:
  /// `otherDirection(of:key:)` for a caller that wants the first few of a long order (a page
  /// from a stored order of a million products) and would not make all of it. Reads the keys of
  /// the places it hands over, and of the group of equal keys each comes from; the first `skip`
  /// places of the other direction are passed over without reading theirs (a page deep into the
  /// order). `risingRun`, when given, names for the group ending at a place the first place of
  /// the run of rising catalog positions that ends there (nil when it cannot tell cheaply): a
  /// group keeps the catalog's order, so it lies within that run, and its start is found from
  /// there, a key or two, rather than by galloping back over a long group's keys, each of a
  /// product that lies anywhere in the catalog.
  @inlinable
  public func visitOtherDirection<Key: Comparable>(
    count: Int, skipping skip: Int = 0, key: (Int) -> Key?, risingRun: ((_ endingAt: Int) -> Int?)? = nil,
    _ visit: (Int) -> Bool
  ) {
    // The places without a value, and each group of equal keys, lie together in a sorted order:
    // where each begins is found by galloping back, reading a few keys, not the whole group's.
    let valued = Self.start(ofRunEndingAt: count, where: { key($0) == nil })
    var groupEnd = valued
    var skip = max(0, skip)
    if skip >= valued {
      // Every place with a value is passed: the first handed over is among those without.
      groupEnd = 0
      skip -= valued
    } else if skip > 0 {
      // The first place handed over is in the group holding `valued - 1 - skip` (the groups
      // come last first, each in its own order): found by galloping both ways from there.
      let inside = valued - 1 - skip
      let wanted = key(inside)
      let same = { (place: Int) in order(key(place), wanted) == .same }
      let groupStart = Self.start(ofRunEndingAt: inside + 1, where: same)
      let after = Self.end(ofRunStartingAt: inside, before: valued, where: same)
      // The group's places take the other direction's places from `valued - after` on.
      for place in (groupStart + skip - (valued - after))..<after where !visit(place) { return }
      groupEnd = groupStart
      skip = 0
    }
    while groupEnd > 0 {
      let last = key(groupEnd - 1)
      func inGroup(_ place: Int) -> Bool { order(key(place), last) == .same }
      let groupStart: Int
      if let run = risingRun?(groupEnd - 1).map({ min(max($0, 0), groupEnd - 1) }) {
        // The group is the end of the run: it starts at the run's first place holding the key.
        groupStart =
          run == groupEnd - 1 || inGroup(run)
          ? run : Self.end(ofRunStartingAt: run, before: groupEnd - 1, where: { !inGroup($0) })
      } else {
        groupStart = Self.start(ofRunEndingAt: groupEnd - 1, where: inGroup)
      }
      for place in groupStart..<groupEnd where !visit(place) { return }
      groupEnd = groupStart
    }
    for place in min(count, valued + skip)..<count where !visit(place) { return }
  }

  /// The places `0..<count` that pass, in the other direction, handed to `visit` as
  /// `visitOtherDirection(count:key:_:)` would hand them (the others never are): `lastPassing`
  /// names the last place of a range that passes, `firstPassing` the first, nil for none. The
  /// group of equal keys is looked for only around a place that passes, so a search's few
  /// matches along an order of millions read a few keys each, not every passed place's.
  @inlinable
  public func visitOtherDirection<Key: Comparable>(
    count: Int, key: (Int) -> Key?, lastPassing: (Range<Int>) -> Int?, firstPassing: (Range<Int>) -> Int?,
    _ visit: (Int) -> Bool
  ) {
    let valued = Self.start(ofRunEndingAt: count, where: { key($0) == nil })
    var end = valued
    while let place = lastPassing(0..<end) {
      // The last place of its group that passes: those before it in the group come first.
      let last = key(place)
      let groupStart = Self.start(ofRunEndingAt: place, where: { order(key($0), last) == .same })
      var next = groupStart
      while let inGroup = firstPassing(next..<place) {
        if !visit(inGroup) { return }
        next = inGroup + 1
      }
      if !visit(place) { return }
      end = groupStart
    }
    var next = valued
    while let place = firstPassing(next..<count) {
      if !visit(place) { return }
      next = place + 1
    }
  }

  /// The first place from `start` (which holds) up to `limit` for which `holds` is false, given
  /// that it holds up to there: steps of 1, 2, 4… forward, then halving.
  @inlinable
  static func end(ofRunStartingAt start: Int, before limit: Int, where holds: (Int) -> Bool) -> Int {
    var high = start + 1
    var step = 1
    while high < limit, holds(high) {
      high = min(limit, high + step)
      step *= 2
    }
    // `high` is where the run may end: every place up to the last one known to hold is in it.
    var low = max(start + 1, high - step / 2)
    while low < high {
      let middle = low + (high - low) / 2
      if holds(middle) { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The first of the places before `end` for which `holds` is true from there on, given that
  /// it is false before them: steps of 1, 2, 4… back, then halving.
  @inlinable
  static func start(ofRunEndingAt end: Int, where holds: (Int) -> Bool) -> Int {
    var low = end
    var step = 1
    while low > 0, holds(low - 1) {
      low = max(0, low - step)
      step *= 2
    }
    // `low` is where the run may begin: every place from the last one known to hold is in it.
    var high = min(end, low + step / 2)
    while low < high {
      let middle = low + (high - low) / 2
      if holds(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  @usableFromInline
  enum Comparison { case before, same, after, missingOnLeft, missingOnRight }

  // Without a tuple of optionals, so nothing asks the runtime for a tuple's type per comparison.
  @inlinable
  func order<T: Comparable>(_ a: T?, _ b: T?) -> Comparison {
    guard let a else { return b == nil ? .same : .missingOnLeft }
    guard let b else { return .missingOnRight }
    return a < b ? .before : (b < a ? .after : .same)
  }
}
