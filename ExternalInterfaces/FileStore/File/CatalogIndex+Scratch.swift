import DomainEntities

extension CatalogIndex {
  /// The whole catalog's order for each of `sorts` the index does not have yet, made apart
  /// from the index it will join.
  func orders(for sorts: [ProductSort]) -> [ProductSort: [Int]] {
    Dictionary(
      uniqueKeysWithValues: sorts.filter { !ordersCheaply($0) }.map { ($0, sorted(Array(ids.indices), by: $0)) })
  }

  /// The ascending orders the index has for the whole catalog, made or read, as its file keeps them.
  var ascendingOrders: [ProductSortField: IndexColumn<Int32>] {
    var all = storedOrders
    for (sort, order) in orders where sort.order == .ascending && all[sort.field] == nil {
      all[sort.field] = IndexColumn(order.map { Int32(truncatingIfNeeded: $0) })
    }
    return all
  }

  /// The ascending order by each field the index does not keep, made one after another, each
  /// written to a scratch file of `folder` as soon as it is sorted (kept in memory where there is
  /// none): a build holds one sort at a time (ten million products' eight orders are 640 MB as
  /// positions). Nil when a scratch file could not be written.
  func storedOrdersToMake(scratchIn folder: Int32?) -> [ProductSortField: IndexColumn<Int32>]? {
    var made: [ProductSortField: IndexColumn<Int32>] = [:]
    for sort in Self.sortsOrderedAhead where !ordersCheaply(sort) {
      var column = BuildColumn<Int32>(in: folder.flatMap { ScratchFile(in: $0) })
      column.append(contentsOf: sorted(Array(ids.indices), by: sort).lazy.map { Int32(truncatingIfNeeded: $0) })
      guard let written = column.column() else { return nil }
      made[sort.field] = written
      giveBackKeys()
    }
    return made
  }

  /// Gives back the pages of the columns a sort reads whole, where they are mapped: the next
  /// order's sort, or the lists after, reads others (ten million products' keys are 700 MB).
  private func giveBackKeys() {
    ids.giveBack(0..<ids.count)
    prices.giveBack(0..<prices.count)
    discounts.giveBack(0..<discounts.count)
    ratings.giveBack(0..<ratings.count)
    stocks.giveBack(0..<stocks.count)
    titles.bytes.giveBack(0..<titles.bytes.count)
    titles.starts.giveBack(0..<titles.starts.count)
  }

  /// An index of no products: what a builder in memory, which always builds, is never left with.
  static let empty = CatalogIndex(
    ids: IndexColumn([]), rangeStarts: IndexColumn([]), rangeEnds: IndexColumn([]), prices: IndexColumn([]),
    discounts: IndexColumn([]), ratings: IndexColumn([]), stocks: IndexColumn([]),
    titles: TextColumn(bytes: IndexColumn([]), starts: IndexColumn([0])), categoryCodes: IndexColumn([]),
    categoryNames: ReadOnce([]), brandCodes: IndexColumn([]), brandNames: ReadOnce([]), folded: IndexColumn([]),
    foldedStarts: IndexColumn([0]))
}
