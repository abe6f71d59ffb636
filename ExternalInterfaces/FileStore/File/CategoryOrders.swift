import DomainEntities

/// Each stored order cut by category: every category's products together, in the order's
/// sequence, and where each category's stretch starts. A category's page is then read from its
/// own stretch, as long as the page whatever the catalog's size, where walking the whole
/// catalog's order passed every product of the other categories before it (issue 42).
struct CategoryOrders: Sendable {
  /// Per field, the ascending order's products grouped by category code, codes ascending.
  let orders: [ProductSortField: IndexColumn<Int32>]
  /// Where the runs of rising positions begin along each of them (`OrderRuns`).
  let runs: [ProductSortField: OrderRuns]
  /// Where each code's stretch starts in every one of them, then the product count.
  let starts: IndexColumn<Int>

  /// The stretch of `code`, nil (and the file marked damaged) when the starts do not hold it.
  func stretch(of code: Int, count: Int) -> Range<Int>? {
    guard code >= 0, code + 1 < starts.count else { return nil }
    let (start, end) = (starts[code], starts[code + 1])
    guard 0 <= start, start <= end, end <= count else {
      starts.reportDamage()
      return nil
    }
    return start..<end
  }

  /// Whether every stretch holds exactly its category's products, each named once, and each
  /// order's runs are its own: what a whole check asks.
  func isConsistent(codes: IndexColumn<Int32>, count: Int) -> Bool {
    guard starts.first == 0, starts.last == count, starts.adjacentPairsSatisfy({ $0 <= $1 }) else { return false }
    return orders.allSatisfy { field, order in
      guard order.count == count, codes.count == count, runs[field]?.hold(for: order) ?? false else { return false }
      defer { order.giveBack(0..<count) }  // 40 MB each at ten million products
      var seen = [Bool](repeating: false, count: count)
      return order.withUnsafeBufferPointer { order in
        codes.withUnsafeBufferPointer { codes in
          (0..<(starts.count - 1)).allSatisfy { code in
            (starts[code]..<starts[code + 1]).allSatisfy { place in
              let position = Int(order[place])
              guard 0 <= position, position < count, !seen[position], Int(codes[position]) == code else {
                return false
              }
              seen[position] = true
              return true
            }
          }
        }
      }
    }
  }

  /// Where each of `categoryCount` codes' stretch starts, from every product's code, and the end.
  static func starts(categoryCount: Int, count: Int, code: (Int) -> Int32) -> [Int] {
    var starts = [Int](repeating: 0, count: categoryCount + 1)
    for position in 0..<count { starts[Int(code(position)) + 1] += 1 }
    for code in 0..<categoryCount { starts[code + 1] += starts[code] }
    return starts
  }

  /// `order` with its products grouped by `code`, in the order's sequence within each group.
  static func grouped(_ order: IndexColumn<Int32>, starts: [Int], code: (Int) -> Int32) -> IndexColumn<Int32> {
    var next = starts
    var grouped = [Int32](repeating: 0, count: order.count)
    order.withUnsafeBufferPointer(of: 0..<order.count) { order, places in
      for place in places {
        let position = order[place]
        let group = Int(code(Int(position)))
        grouped[next[group]] = position
        next[group] += 1
      }
    }
    return IndexColumn(grouped)
  }
}
