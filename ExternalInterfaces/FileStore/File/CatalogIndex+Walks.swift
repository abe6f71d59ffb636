import BusinessLogic
import DomainEntities

/// Walks along a stored order, a category's stretch of it or the whole, in either direction:
/// what `quickPage` reads a page from.
extension CatalogIndex {
  /// Hands the products to `visit` in `sort`'s order until it returns false, from a category's
  /// stretch of the orders cut by category (`category`: its code and stretch), else the whole
  /// catalog's order kept in memory or stored; false when there is none, or the stored one names
  /// a product that is not there (or, in a category's stretch, one of another category).
  /// Products not among `matches` are passed over here, in the loop, as a walk may pass millions
  /// before its page is full.
  func walk(
    by sort: ProductSort, among matches: ProductBits?, inCategory category: (code: Int, places: Range<Int>)?,
    skipping skip: Int, _ visit: (Int) -> Bool
  ) -> Bool {
    if let category, let cut = cutOrder(by: sort) {
      var inCategory = true
      func visitInCategory(_ position: Int) -> Bool {
        guard Int(recorded(at: position)?.categoryCode ?? categoryCodes[position]) == category.code else {
          categoryCodes.reportDamage()
          inCategory = false
          return false
        }
        return visit(position)
      }
      let runs = categoryOrders?.runs[sort.field]
      let walked = walk(
        cut, runs: runs, places: category.places, by: sort, among: matches, skipping: skip, visitInCategory)
      return walked && inCategory
    }
    if let kept = orders[sort] {
      for position in kept.dropFirst(skip) where !visit(position) { break }
      return true
    }
    guard let stored = storedOrders[sort.field] else { return false }
    return walk(
      stored, runs: storedOrderRuns[sort.field], places: 0..<count, by: sort, among: matches, skipping: skip, visit)
  }

  /// The stored order cut by category that a walk in `sort`'s order follows, when it is given a
  /// category's stretch: the walk then checks each product's category itself.
  func cutOrder(by sort: ProductSort) -> IndexColumn<Int32>? {
    categoryOrders?.orders[sort.field]
  }

  /// Hands the products at `all` of the ascending order `stored` (whose runs are `runs`, where
  /// the file has them) to `visit`, in `sort`'s direction; false when the order names a product
  /// that is not there.
  private func walk(
    _ stored: IndexColumn<Int32>, runs: OrderRuns?, places all: Range<Int>, by sort: ProductSort,
    among matches: ProductBits?, skipping skip: Int, _ visit: (Int) -> Bool
  ) -> Bool {
    var named = true
    let at: (Int) -> Int = { place in
      guard let position = product(inOrder: stored, at: all.lowerBound + place) else {
        named = false
        return 0
      }
      return position
    }
    guard sort.order != .ascending else {
      return walkAscending(stored, places: all, among: matches, skipping: skip, visit)
    }
    // The stored order is ascending: its groups of equal keys, from the last, by the rule. With
    // a search, only its matches' groups are looked for, and the order passed over is given
    // back behind the walk, as an ascending one is.
    let passing = matches.map {
      OrderMatches(order: stored, places: all, among: $0, productCount: count, stretch: walkStretch) { named = false }
    }
    let other = OtherDirection(
      ordering: ProductOrdering(ProductSort(field: sort.field)), count: all.count, skip: skip,
      passing: skip == 0 ? passing : nil,
      risingRun: { risingRunStart(in: stored, runs: runs, places: all, endingAt: $0) })
    let visitPlace: (Int) -> Bool = { named && visit(at($0)) }
    // A key from the product's record where there are records: the products at a group's ends
    // are read there, in the record a listing of them reads next.
    let listed: (Int) -> ListedValues? = { recorded(at: at($0)) }
    switch sort.field {
    case .id: other.visit(key: { listed($0).map { ProductID($0.id) } ?? ProductID(ids[at($0)]) }, visitPlace)
    case .title: other.visit(key: { titles[at($0)] }, visitPlace)
    case .price: other.visit(key: { Money(listed($0)?.price ?? prices[at($0)]) }, visitPlace)
    case .rating: other.visit(key: { listed($0).map { Self.rating($0.rating) } ?? rating(at: at($0)) }, visitPlace)
    case .stock: other.visit(key: { listed($0).map { Self.stock($0.stock) } ?? stock(at: at($0)) }, visitPlace)
    case .discountPercentage:
      other.visit(key: { Discount(percentage: listed($0)?.discount ?? discounts[at($0)]) }, visitPlace)
    case .category:
      other.visit(key: { listed($0).map { category(code: $0.categoryCode) } ?? category(at: at($0)) }, visitPlace)
    case .brand: other.visit(key: { listed($0).map { brand(code: $0.brandCode) } ?? brand(at: at($0)) }, visitPlace)
    }
    return named
  }

  /// Hands the products at `all` of the ascending order `stored` to `visit` from `skip` on, a
  /// stretch at a time, its pages checked once: a walk may pass many products that do not match
  /// before it has its page. The first stretch is a page of the order and each next one twice
  /// the last, up to `walkStretch`, so that a category's page of one checks one page of its
  /// order, not eight. False when the order names a product that is not there.
  private func walkAscending(
    _ stored: IndexColumn<Int32>, places all: Range<Int>, among matches: ProductBits?, skipping skip: Int,
    _ visit: (Int) -> Bool
  ) -> Bool {
    var (start, length) = (min(all.upperBound, all.lowerBound + skip), min(walkStretch, OrderRuns.placesPerPage))
    var named = true
    while start < all.upperBound {
      let places = start..<min(all.upperBound, start + length)
      defer { stored.giveBack(places, reaching: .below) }
      let going = stored.withUnsafeBufferPointer(of: places) { order, places in
        for place in places {
          let position = Int(order[place])
          guard 0 <= position, position < count else {
            stored.reportDamage()
            named = false
            return false
          }
          if let matches, !matches.contains(position) { continue }
          if !visit(position) { return false }
        }
        return true
      }
      guard going else { break }
      (start, length) = (places.upperBound, min(walkStretch, length * 2))
    }
    return named
  }

  /// The first of the places `all` of `stored` in the run of rising positions that ends at
  /// `place` (counted from `all`'s start), up to `risingRunReach` places back: nil when the run
  /// goes on beyond that, or the order names no product. Read back from `place` to the first
  /// place of its page of the order, then taken from `runs` for that place; without them, read
  /// back a page, then two, four… Equal keys keep the catalog's order, so their group lies in
  /// that run: pages of the order read in a row cost less than galloping over a long group's
  /// keys, each of a product anywhere in the catalog, each a fault and a checked page.
  private func risingRunStart(
    in stored: IndexColumn<Int32>, runs: OrderRuns?, places all: Range<Int>, endingAt place: Int
  ) -> Int? {
    guard risingRunReach > 0 else { return nil }
    let farthest = max(0, place + 1 - risingRunReach)
    let page = OrderRuns.placesPerPage
    let pageStart = (all.lowerBound + place) / page * page - all.lowerBound
    var (first, stretch) = (place, runs == nil ? page : place - pageStart)
    while true {
      // From `from` to `first`, which is known to be in the run: is its step from `first - 1` too?
      let from = max(farthest, first - stretch)
      let read = (all.lowerBound + from)..<(all.lowerBound + first + 1)
      var named = true
      let found: Int? = stored.withPlacedValues(of: read) { order, read in
        // One pass, each value checked to name a product before it is trusted: a value less
        // than one that names a product names one too, unless it is negative.
        let limit = Int32(clamping: count)
        var start = read.upperBound - 1
        guard read.count == first + 1 - from, (0..<limit).contains(order[start]) else {
          named = false
          return nil
        }
        while start > read.lowerBound {
          let before = order[start - 1]
          if before < order[start] {
            guard before >= 0 else {
              named = false
              return nil
            }
            start -= 1
          } else {
            guard before < limit else { named = false; return nil }
            break
          }
        }
        return start > read.lowerBound || from == 0 ? start - all.lowerBound : nil
      }
      guard named, found == nil, from > farthest else { return found }
      if let runs, from == pageStart {
        guard let start = runs.start(ofRunEndingAt: all.lowerBound + from) else { return nil }
        let inStretch = max(0, start - all.lowerBound)
        return inStretch >= farthest ? inStretch : nil
      }
      (first, stretch) = (from, max(page, stretch * 2))
    }
  }
}

/// A descending walk of an ascending order: every place from `skip` on, or (with a search) only
/// the places whose products match, whose groups alone are looked for.
private struct OtherDirection {
  let ordering: ProductOrdering
  let count: Int
  let skip: Int
  let passing: OrderMatches?
  let risingRun: (Int) -> Int?

  func visit<Key: Comparable>(key: (Int) -> Key?, _ visit: (Int) -> Bool) {
    if let passing {
      ordering.visitOtherDirection(
        count: count, key: key, lastPassing: passing.last(in:), firstPassing: passing.first(in:), visit)
    } else {
      ordering.visitOtherDirection(count: count, skipping: skip, key: key, risingRun: risingRun, visit)
    }
  }
}
