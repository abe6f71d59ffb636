/// The places of an order (within `places`) whose products are among `matches`, looked for in
/// the order where it lies, a stretch at a time: a walk down it passes over most of its places.
/// What the walk has gone below is given back. A place naming no product is damage: nil, and
/// `damaged` called.
final class OrderMatches {
  let order: IndexColumn<Int32>
  let places: Range<Int>
  let matches: ProductBits
  let productCount: Int
  let stretch: Int
  let damaged: () -> Void
  /// Where the walk's places start that may still be mapped.
  private var keptFrom: Int

  init(
    order: IndexColumn<Int32>, places: Range<Int>, among matches: ProductBits, productCount: Int, stretch: Int,
    damaged: @escaping () -> Void
  ) {
    (self.order, self.places, self.matches, self.productCount) = (order, places, matches, productCount)
    (self.stretch, self.damaged, keptFrom) = (max(1, stretch), damaged, places.count)
  }

  /// The last place of `range` whose product matches.
  func last(in range: Range<Int>) -> Int? {
    if keptFrom - range.upperBound >= stretch {
      order.giveBack((places.lowerBound + range.upperBound)..<(places.lowerBound + keptFrom), reaching: .above)
      keptFrom = range.upperBound
    }
    var end = range.upperBound
    while end > range.lowerBound {
      let start = max(range.lowerBound, end - stretch)
      switch find(in: start..<end, down: true) {
      case .found(let place): return place
      case .damaged: return nil
      case .none:
        // Nothing above a match is read again: not the walk's, nor its group's.
        order.giveBack((places.lowerBound + start)..<(places.lowerBound + keptFrom), reaching: .above)
        (end, keptFrom) = (start, start)
      }
    }
    return nil
  }

  /// The first place of `range` whose product matches.
  func first(in range: Range<Int>) -> Int? {
    var start = range.lowerBound
    while start < range.upperBound {
      let end = min(range.upperBound, start + stretch)
      switch find(in: start..<end, down: false) {
      case .found(let place): return place
      case .damaged: return nil
      case .none: start = end
      }
    }
    return nil
  }

  private enum Found { case found(Int), none, damaged }

  private func find(in range: Range<Int>, down: Bool) -> Found {
    let wanted = (places.lowerBound + range.lowerBound)..<(places.lowerBound + range.upperBound)
    let found = order.withUnsafeBufferPointer(of: wanted) { order, positions -> Found in
      guard positions == wanted else { return .damaged }
      let matches = self.matches
      var place = down ? positions.upperBound - 1 : positions.lowerBound
      while positions.contains(place) {
        let position = Int(order[place])
        guard 0 <= position, position < productCount else { return .damaged }
        if matches.contains(position) { return .found(place - places.lowerBound) }
        place += down ? -1 : 1
      }
      return .none
    }
    if case .damaged = found {
      order.reportDamage()
      damaged()
    }
    return found
  }
}
