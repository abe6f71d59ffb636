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
    // Along a category's stretch the walk checks each category itself, in the record it lists.
    let walksStretch = stretch != nil && query.sort.flatMap(cutOrder(by:)) != nil
    let visit: (Int) -> Bool = { position in
      guard walksStretch ? matches?.contains(position) ?? true : passes(position) else { return true }
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
  func product(inOrder order: IndexColumn<Int32>, at place: Int) -> Int? {
    let position = Int(order[place])
    guard 0 <= position, position < count else {
      order.reportDamage()
      return nil
    }
    return position
  }
}
