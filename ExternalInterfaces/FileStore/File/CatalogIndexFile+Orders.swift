import DomainEntities

/// The orders an index keeps for the whole catalog, each with its runs (`OrderRuns`), and the
/// same cut by category.
struct StoredOrders: Sendable {
  var whole: [ProductSortField: IndexColumn<Int32>] = [:]
  var runs: [ProductSortField: OrderRuns] = [:]
  var categoryOrders: CategoryOrders?
  /// False for a file's orders that did not fit its products (read as none).
  var fit = true
}

extension CatalogIndexFile {
  /// The orders `reader`'s file keeps, read when first asked for; orders that do not fit read as
  /// none, and the file (of which `column` is a column) is marked damaged.
  static func ordersWhenAsked(from reader: Reader, count: Int, categoryCount: Int, in column: IndexColumn<Int>)
    -> ReadOnce<StoredOrders>
  {
    ReadOnce {
      guard let orders = orders(from: reader, count: count, categoryCount: categoryCount) else {
        column.reportDamage()
        return StoredOrders(fit: false)
      }
      return orders
    }
  }

  /// The orders a file keeps, read when first asked for: `show` asks for none, and reading the
  /// 32 sections' places in the directory at every open was a tenth of its work. Nil when one's
  /// length is not the products' count, or its runs' not the order's (`OrderRuns.count`), or the
  /// categories' starts do not fit the names (a checked file never has that).
  static func orders(from reader: Reader, count: Int, categoryCount: Int) -> StoredOrders? {
    var stored = StoredOrders()
    var (grouped, groupedRuns) = ([ProductSortField: IndexColumn<Int32>](), [ProductSortField: OrderRuns]())
    // Sized once: each growth made new storage and rehashed every entry.
    let fields = ProductSortField.allCases.count
    stored.whole.reserveCapacity(fields)
    stored.runs.reserveCapacity(fields)
    grouped.reserveCapacity(fields)
    groupedRuns.reserveCapacity(fields)
    let runCount = OrderRuns.count(places: count)
    for field in ProductSortField.allCases {
      guard let order = reader.column(.order(field), of: Int32.self),
        let runs = reader.column(.orderRuns(field), of: Int32.self),
        let cut = reader.column(.categoryOrder(field), of: Int32.self),
        let cutRuns = reader.column(.categoryOrderRuns(field), of: Int32.self)
      else { return nil }
      if order.isEmpty { continue }  // not kept
      guard order.count == count, runs.count == runCount,
        cut.isEmpty ? cutRuns.isEmpty : cut.count == count && cutRuns.count == runCount
      else { return nil }
      (stored.whole[field], stored.runs[field]) = (order, OrderRuns(starts: runs))
      if !cut.isEmpty { (grouped[field], groupedRuns[field]) = (cut, OrderRuns(starts: cutRuns)) }
    }
    guard !grouped.isEmpty else { return stored }
    guard let starts = reader.column(.categoryStarts, of: Int.self), starts.count == categoryCount + 1 else {
      return nil
    }
    stored.categoryOrders = CategoryOrders(orders: grouped, runs: groupedRuns, starts: starts)
    return stored
  }
}
