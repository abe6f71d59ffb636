import DomainEntities

extension CatalogIndexFile {
  /// Orders a file keeps, by field, each with its runs.
  struct KeptOrders {
    var orders: [ProductSortField: IndexColumn<Int32>] = [:]
    var runs: [ProductSortField: OrderRuns] = [:]

    init() {
      // Sized once: each growth made new storage and rehashed every entry.
      orders.reserveCapacity(ProductSortField.allCases.count)
      runs.reserveCapacity(ProductSortField.allCases.count)
    }
  }

  /// The orders a file keeps, and the same cut by category; nil when one's length is not the
  /// products' count, or its runs' not the order's (`OrderRuns.count`).
  static func orders(from reader: Reader, count: Int) -> (whole: KeptOrders, grouped: KeptOrders)? {
    var (whole, grouped) = (KeptOrders(), KeptOrders())
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
      (whole.orders[field], whole.runs[field]) = (order, OrderRuns(starts: runs))
      if !cut.isEmpty { (grouped.orders[field], grouped.runs[field]) = (cut, OrderRuns(starts: cutRuns)) }
    }
    return (whole, grouped)
  }
}
