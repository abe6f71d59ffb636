import BusinessLogic
import DomainEntities

/// What an index keeps across a write beside its columns (`CatalogIndexColumns`): the whole
/// catalog's orders, each with the written product placed anew, and the lists of its search
/// with that product marked stale. So the command after an edit finds them as fast as before
/// it, without the seconds of making them again.
extension CatalogIndex {
  /// The lists after `edit`: for an edit of one product or an add, these lists with that
  /// product stale, until too many are; nil otherwise (a delete moves every product after it,
  /// which the lists cannot follow): they are made again by the next session or cache build.
  func grams(after edit: CatalogIndexEdit) -> GramIndex? {
    guard let grams, edit.entries.count == 1,
      edit.positions.count == 1 || edit.positions == count..<count,
      grams.stale.count < GramIndex.mostStale
    else { return nil }
    return grams.marking(stale: [edit.positions.lowerBound])
  }

  /// The whole catalog's ascending order by `field` after `edit`, from `old`, this index's: the
  /// edited product taken out, the positions after it moved, the new one put in where the rule
  /// places it (`ProductOrdering.precedes`), found by bisection. Nil for an edit of more than
  /// one product (never made by a command).
  func order(_ old: IndexColumn<Int32>, by field: ProductSortField, after edit: CatalogIndexEdit) -> IndexColumn<
    Int32
  >? {
    guard edit.positions.count <= 1, edit.entries.count <= 1 else { return nil }
    let (lower, upper) = (edit.positions.lowerBound, edit.positions.upperBound)
    let shift = edit.entries.count - edit.positions.count
    var order: [Int32] = []
    order.reserveCapacity(old.count + shift)
    old.withUnsafeBufferPointer { old in
      for value in old {
        let position = Int(value)
        guard position < lower || position >= upper else { continue }
        order.append(Int32(truncatingIfNeeded: position >= upper ? position + shift : position))
      }
    }
    guard let product = edit.entries.first?.product else { return IndexColumn(order) }
    // The others' keys as this index has them: a position after the edit's was `shift` less.
    let before = { (position: Int) in position >= upper + shift ? position - shift : position }
    let ordering = ProductOrdering(ProductSort(field: field))
    func place<Key: Comparable>(_ key: Key?, _ keyAt: (Int) -> Key?) -> Int {
      var low = 0
      var high = order.count
      while low < high {
        let middle = low + (high - low) / 2
        let other = Int(order[middle])
        if ordering.precedes(key, at: lower, keyAt(before(other)), at: other) {
          high = middle
        } else {
          low = middle + 1
        }
      }
      return low
    }
    let at =
      switch field {
      case .id: place(product.id) { ProductID(ids[$0]) }
      case .title: place(product.title) { titles[$0] }
      case .price: place(product.price) { Money(prices[$0]) }
      case .rating: place(product.rating) { rating(at: $0) }
      case .stock: place(product.stock) { stock(at: $0) }
      case .discountPercentage: place(product.discount) { Discount(percentage: discounts[$0]) }
      case .category: place(product.category) { category(at: $0) }
      case .brand: place(product.brand) { brand(at: $0) }
      }
    order.insert(Int32(truncatingIfNeeded: lower), at: at)
    return IndexColumn(order)
  }
}
