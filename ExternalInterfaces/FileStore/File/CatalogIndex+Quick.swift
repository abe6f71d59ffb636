import BusinessLogic
import DomainEntities

/// The answers an index gives by reading only what they print, whatever the catalog's size: a
/// page of a query from the lists of a search and a stored order, a product by its id from the
/// order by id. What they read is checked as it is read (`IndexFileBytes`), never the whole
/// index; the caller asks `isDamaged` before trusting the answer. Nil when the index would have
/// to read most of itself to answer (a search the lists cannot answer exactly, a sort with no
/// stored order): the caller checks the whole index and answers as before (`matchingPositions`).
extension CatalogIndex {
  /// The page `query` asks for, its products in order, and how many match in all.
  func quickPage(_ query: CatalogQuery) -> ProductSelection? {
    var matches: ProductBits?
    if let needle = ProductFilter(query).search.needle {
      guard let exact = exactMatches(for: needle) else { return nil }
      matches = exact
    }
    let accepted = query.category.map { wanted in categoryNames.map { CategorySlug($0).matches(wanted) } }
    let stretch = accepted.flatMap(stretch(ofOnly:))
    let passes: (Int) -> Bool = { position in
      if let matches, !matches.contains(position) { return false }
      guard let accepted else { return true }
      let code = Int(categoryCodes[position])
      guard accepted.indices.contains(code) else {
        categoryCodes.reportDamage()
        return false
      }
      return accepted[code]
    }
    let total =
      switch (matches, accepted) {
      case (nil, nil): count
      case (let matches?, nil): matches.count
      // Each match's category, or every product's without a search.
      case (let matches?, _?):
        count(of: matches, in: stretch, sortedBy: query.sort?.field) ?? matches.positions.count(where: passes)
      case (nil, let accepted?):
        stretch?.places.count ?? productCount(inCategories: accepted) ?? (0..<count).count(where: passes)
      }
    let skipped = min(query.skip, total)
    let wanted = query.limit == 0 ? total - skipped : min(query.limit, total - skipped)
    var page: [Int] = []
    page.reserveCapacity(wanted)
    // Without a search every product a walk along an order passes is on the page or before it,
    // so the walk starts at the skip rather than passing it product by product.
    let skipping = query.sort != nil && matches == nil && (accepted == nil || stretch != nil) ? skipped : 0
    var passed = skipping
    let visit: (Int) -> Bool = { position in
      guard passes(position) else { return true }
      passed += 1
      if passed > skipped { page.append(position) }
      return page.count < wanted
    }
    if wanted > 0 {
      if let sort = query.sort {
        if let matches, total * total <= (skipped + wanted) * count {
          // Few matches: sorted alone, rather than looked for along the whole catalog's order.
          for position in sorted(matches.positions.filter(passes), by: sort) where !visit(position) { break }
        } else {
          guard walk(by: sort, among: matches, inCategory: stretch, skipping: skipping, visit) else { return nil }
        }
      } else if let matches {
        matches.visitAscending(visit)
      } else {
        for position in 0..<count where !visit(position) { break }
      }
    }
    return ProductSelection(positions: page, total: total, skip: query.skip)
  }

  /// One category `accepted` marks (by code): its stretch of the orders cut by category, where
  /// the file has them; nil for none, or more than one.
  private func stretch(ofOnly accepted: [Bool]) -> (code: Int, places: Range<Int>)? {
    guard accepted.count(where: { $0 }) == 1, let code = accepted.firstIndex(of: true),
      let places = categoryOrders?.stretch(of: code, count: count)
    else { return nil }
    return (code, places)
  }

  /// How many of `matches` lie in a category's stretch, read along the stretch when it is the
  /// shorter: a bit tested for each of its products, where each match's category would be read
  /// from a column of every product's (1.2 million reads at 10M, most of them misses). Nil when
  /// the matches are fewer, or there is no stretch.
  private func count(
    of matches: ProductBits, in category: (code: Int, places: Range<Int>)?, sortedBy field: ProductSortField?
  ) -> Int? {
    guard let category, let cut = categoryOrders.flatMap({ $0.orders[field ?? .id] ?? $0.orders.values.first }),
      category.places.count < matches.count
    else { return nil }
    return cut.withUnsafeBufferPointer(of: category.places) { order, places in
      var found = 0
      for place in places {
        let position = Int(order[place])
        guard 0 <= position, position < count else {
          cut.reportDamage()
          return 0
        }
        if matches.contains(position) { found += 1 }
      }
      return found
    }
  }

  /// How many products are in the categories `accepted` marks (by code), from the stored order
  /// by category, where each category's products lie together: two bisections a category.
  /// Nil without that order, or when it names no product.
  private func productCount(inCategories accepted: [Bool]) -> Int? {
    guard let order = storedOrders[.category] else { return nil }
    var total = 0
    for code in accepted.indices where accepted[code] {
      let slug = CategorySlug(categoryNames[code])
      guard let first = firstPlace(in: order, where: { category(at: $0) >= slug }),
        let end = firstPlace(in: order, where: { category(at: $0) > slug })
      else { return nil }
      total += end - first
    }
    return total
  }

  /// The first place of a stored order whose product passes `test` (false, then true, along
  /// the order), by bisection; nil when the order names no product where it is read.
  private func firstPlace(in order: IndexColumn<Int32>, where test: (Int) -> Bool) -> Int? {
    SortedSearch.bisecting(0..<count) { place in product(inOrder: order, at: place).map(test) }
  }

  /// Exactly the products whose folded title or description holds `needle`, from the lists,
  /// the stale products' from their text; nil without lists.
  func exactMatches(for needle: [UInt8]) -> ProductBits? {
    guard let grams else { return nil }
    guard var found = grams.listedMatches(for: needle, indexCount: count) else {
      // Across words or punctuation ("apple w", "phone,"): the products holding every three
      // bytes of it (the stale ones among them), each one's text read to see that it holds it
      // there together, rather than the whole index checked and swept. Not when most of the
      // text would be read anyway: a session then narrows from its last search (`searchHits`).
      guard let (candidates, _) = grams.candidates(for: needle), candidates.count <= count / 16 else { return nil }
      var found = ProductBits(productCount: count)
      // Two cores, each checking one half of the candidates: a candidate costs a read and two
      // checksums, and ten million products have fifty thousand candidates for "apple w".
      let lanes = candidates.count >= parallelCandidates ? 2 : 1
      let index = self
      let held = PartsOnCores.joined(lanes) { lane in
        index.textsHolding(
          needle, among: candidates[(lane * candidates.count / lanes)..<((lane + 1) * candidates.count / lanes)])
      }
      for position in held { found.insert(position) }
      return found
    }
    var buffer: [UInt8] = []
    for position in grams.stale where position < count {
      if textHolds(position, needle, in: &buffer) { found.insert(position) } else { found.remove(position) }
    }
    return found
  }

  /// Those of `candidates` (ascending) whose folded text holds `needle`. Each one's starts and
  /// text are read from the file, not through the map: five thousand candidates spread over a
  /// million products' text faulted in most of its pages. The checksums of their pages are read
  /// through it, and given back every megabyte or so behind them.
  private func textsHolding(_ needle: [UInt8], among candidates: ArraySlice<Int>) -> [Int] {
    var (held, buffer, behind) = ([Int](), [UInt8](), candidates.first ?? 0)
    for position in candidates where position < count {
      if textHolds(position, needle, in: &buffer) { held.append(position) }
      if position - behind >= 1 << 16 {
        let (from, to) = (foldedStarts[2 * behind], foldedStarts[2 * position])
        if from <= to { folded.giveBack(from..<to) }
        foldedStarts.giveBack((2 * behind)..<(2 * position))
        behind = position
      }
    }
    return held
  }

  /// Whether the folded title or description of the product at `position` holds `needle`, its
  /// starts checked first (false, and the file marked damaged, when they do not fit); they and
  /// the text are read into `buffer`, not through the map, whose faults cost more than a read.
  func textHolds(_ position: Int, _ needle: [UInt8], in buffer: inout [UInt8]) -> Bool {
    let read = foldedStarts.withCopy(of: (2 * position)..<(2 * position + 3), in: &buffer) { bytes in
      bytes.count == 24 ? (0..<3).map { bytes.loadUnaligned(fromByteOffset: 8 * $0, as: Int.self) } : nil
    }
    guard let starts = read ?? nil, starts[0] >= 0, starts[0] < starts[1], starts[1] < starts[2],
      starts[2] <= folded.count
    else {
      foldedStarts.reportDamage()
      return false
    }
    let holds = folded.withCopy(of: starts[0]..<starts[2], in: &buffer) { text in
      needle.withUnsafeBufferPointer { needle in
        // The bytes of a `[UInt8]` or of a column of them: bound to UInt8 already.
        guard let base = text.baseAddress?.assumingMemoryBound(to: UInt8.self), let needleBase = needle.baseAddress
        else { return needle.isEmpty }
        // Each text without its closing NUL, so no match joins two.
        return (0..<2).contains { field in
          let start = starts[field] - starts[0]
          return TextSearch.find(needleBase, needle.count, in: base + start, starts[field + 1] - 1 - starts[field])
            != nil
        }
      }
    }
    return holds ?? false
  }

  /// What the order by id says of a product's position.
  enum Lookup: Equatable {
    case found(Int)
    /// The order by id, read where it would list the id, proves no product has it.
    case absent
    /// The index cannot tell without reading all of its ids.
    case unknown
  }

  /// The position of the product with `id`, searched along the stored order by id from where
  /// the ids' spread puts it (`SortedSearch.interpolating`); else along the ids themselves, which most
  /// catalogs list ascending (a found id is right either way: the product read from its range
  /// must have it).
  func quickPosition(of id: ProductID) -> Lookup {
    if let order = storedOrders[.id] {
      let place = SortedSearch.interpolating(0..<count, atLeast: id.rawValue, guess: Self.place(numbered: id)) {
        place in
        product(inOrder: order, at: place).map { ids[$0] }
      }
      guard let low = place else { return .unknown }
      guard low < count, let position = product(inOrder: order, at: low) else { return .absent }
      return ids[position] == id.rawValue ? .found(position) : .absent
    }
    let low = ids.firstIndex(interpolating: id.rawValue, guess: Self.place(numbered: id))
    return low < count && ids[low] == id.rawValue ? .found(low) : .unknown
  }

  /// Where a catalog numbered 1, 2, 3… keeps `id` in its order by id: tried first, it finds
  /// the product without reading either end of the order.
  static func place(numbered id: ProductID) -> Int { id.rawValue &- 1 }

  /// The product at `place` of a stored order, if it names one.
  private func product(inOrder order: IndexColumn<Int32>, at place: Int) -> Int? {
    let position = Int(order[place])
    guard 0 <= position, position < count else {
      order.reportDamage()
      return nil
    }
    return position
  }

  /// Hands the products to `visit` in `sort`'s order until it returns false, from a category's
  /// stretch of the orders cut by category (`category`: its code and stretch), else the whole
  /// catalog's order kept in memory or stored; false when there is none, or the stored one names
  /// a product that is not there (or, in a category's stretch, one of another category).
  /// Products not among `matches` are passed over here, in the loop, as a walk may pass millions
  /// before its page is full.
  private func walk(
    by sort: ProductSort, among matches: ProductBits?, inCategory category: (code: Int, places: Range<Int>)?,
    skipping skip: Int, _ visit: (Int) -> Bool
  ) -> Bool {
    if let category, let cut = categoryOrders?.orders[sort.field] {
      var inCategory = true
      let walked = walk(cut, places: category.places, by: sort, among: matches, skipping: skip) { position in
        guard Int(categoryCodes[position]) == category.code else {
          categoryCodes.reportDamage()
          inCategory = false
          return false
        }
        return visit(position)
      }
      return walked && inCategory
    }
    if let kept = orders[sort] {
      for position in kept.dropFirst(skip) where !visit(position) { break }
      return true
    }
    guard let stored = storedOrders[sort.field] else { return false }
    return walk(stored, places: 0..<count, by: sort, among: matches, skipping: skip, visit)
  }

  /// Hands the products at `all` of the ascending order `stored` to `visit`, in `sort`'s
  /// direction; false when the order names a product that is not there.
  private func walk(
    _ stored: IndexColumn<Int32>, places all: Range<Int>, by sort: ProductSort, among matches: ProductBits?,
    skipping skip: Int, _ visit: (Int) -> Bool
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
      // A stretch at a time, its blocks checked once: a walk may pass many products that do not
      // match before it has its page.
      for stretch in stride(from: min(all.upperBound, all.lowerBound + skip), to: all.upperBound, by: walkStretch) {
        let places = stretch..<min(all.upperBound, stretch + walkStretch)
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
        if !going { break }
      }
      return named
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
      risingRun: { risingRunStart(in: stored, places: all, endingAt: $0) })
    let visitPlace: (Int) -> Bool = { named && visit(at($0)) }
    switch sort.field {
    case .id: other.visit(key: { ProductID(ids[at($0)]) }, visitPlace)
    case .title: other.visit(key: { titles[at($0)] }, visitPlace)
    case .price: other.visit(key: { Money(prices[at($0)]) }, visitPlace)
    case .rating: other.visit(key: { rating(at: at($0)) }, visitPlace)
    case .stock: other.visit(key: { stock(at: at($0)) }, visitPlace)
    case .discountPercentage: other.visit(key: { Discount(percentage: discounts[at($0)]) }, visitPlace)
    case .category: other.visit(key: { category(at: at($0)) }, visitPlace)
    case .brand: other.visit(key: { brand(at: at($0)) }, visitPlace)
    }
    return named
  }

  /// The first of the places `all` of `stored` in the run of rising positions that ends at
  /// `place` (counted from `all`'s start), read back from there a page of the order, then two,
  /// four… up to `risingRunReach` places: nil when the run goes on beyond that, or the order
  /// names no product. Equal keys keep the catalog's order, so their group lies in that run:
  /// pages of the order read in a row cost less than galloping over a long group's keys, each
  /// of a product anywhere in the catalog, each a fault and a checked page.
  private func risingRunStart(in stored: IndexColumn<Int32>, places all: Range<Int>, endingAt place: Int) -> Int? {
    guard risingRunReach > 0 else { return nil }
    let farthest = max(0, place + 1 - risingRunReach)
    var (first, stretch) = (place, 1024)
    while true {
      // From `from` to `first`, which is known to be in the run: is its step from `first - 1` too?
      let from = max(farthest, first - stretch)
      let read = (all.lowerBound + from)..<(all.lowerBound + first + 1)
      var named = true
      let found: Int? = stored.withUnsafeBufferPointer(of: read) { order, read in
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
      (first, stretch) = (from, stretch * 2)
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
