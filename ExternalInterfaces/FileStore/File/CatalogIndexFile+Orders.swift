import DomainEntities

/// The orders an index keeps for the whole catalog, each with its runs (`OrderRuns`), or the
/// same cut by category: read apart, as a category's page reads only the second.
struct StoredOrders: Sendable {
  var whole: [ProductSortField: IndexColumn<Int32>] = [:]
  var runs: [ProductSortField: OrderRuns] = [:]
  var categoryOrders: CategoryOrders?
  /// False for a file's orders that did not fit its products (read as none).
  var fit = true
}

extension CatalogIndexFile {
  /// The orders `reader`'s file keeps, whole (`cutAmong` nil) or cut among that many categories,
  /// read when first asked for; orders that do not fit read as none, and the file (of which
  /// `column` is a column) is marked damaged.
  static func ordersWhenAsked(
    cutAmong categoryCount: Int?, from reader: Reader, count: Int, in column: IndexColumn<Int>
  ) -> ReadOnce<StoredOrders> {
    ReadOnce {
      guard let orders = orders(cutAmong: categoryCount, from: reader, count: count) else {
        column.reportDamage()
        return StoredOrders(fit: false)
      }
      return orders
    }
  }

  /// The orders a file keeps, whole (`cutAmong` nil) or cut among that many categories, read
  /// when first asked for: `show` asks for none, and reading the 32 sections' places in the
  /// directory at every open was a tenth of its work; a category's page asks for the 16 cut by
  /// category. Nil when one's length is not the products' count, or its runs' not the order's
  /// (`OrderRuns.count`), or the categories' starts do not fit the names (a checked file never
  /// has that).
  static func orders(cutAmong categoryCount: Int?, from reader: Reader, count: Int) -> StoredOrders? {
    let cut = categoryCount != nil
    var (orders, runs) = ([ProductSortField: IndexColumn<Int32>](), [ProductSortField: OrderRuns]())
    // Sized once: each growth made new storage and rehashed every entry.
    orders.reserveCapacity(ProductSortField.allCases.count)
    runs.reserveCapacity(ProductSortField.allCases.count)
    let runCount = OrderRuns.count(places: count)
    for field in ProductSortField.allCases {
      guard let order = reader.column(cut ? .categoryOrder(field) : .order(field), of: Int32.self),
        let starts = reader.column(cut ? .categoryOrderRuns(field) : .orderRuns(field), of: Int32.self)
      else { return nil }
      if order.isEmpty, starts.isEmpty { continue }  // not kept
      guard order.count == count, starts.count == runCount else { return nil }
      (orders[field], runs[field]) = (order, OrderRuns(starts: starts))
    }
    guard let categoryCount else { return StoredOrders(whole: orders, runs: runs) }
    guard !orders.isEmpty else { return StoredOrders() }
    guard let starts = reader.column(.categoryStarts, of: Int.self), starts.count == categoryCount + 1 else {
      return nil
    }
    return StoredOrders(categoryOrders: CategoryOrders(orders: orders, runs: runs, starts: starts))
  }
}
