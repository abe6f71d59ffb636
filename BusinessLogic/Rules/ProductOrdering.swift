import DomainEntities

/// The sort semantics of the catalog: stable (ties keep the catalog's order, in both directions),
/// text compared by Unicode code point (Swift compares the NFC form scalar by scalar, which for
/// catalog text is the order DummyJSON gives), and products without a value (no brand, no rating)
/// after all products with one, whichever the direction.
public struct ProductOrdering: Sendable {
  public let sort: ProductSort

  public init(_ sort: ProductSort) {
    self.sort = sort
  }

  /// The positions of `products` in sorted order (callers keep more beside each product). Stable:
  /// Swift's `sort` is not documented as stable, so ties fall back to the original position.
  public func sortedPositions(_ products: [Product]) -> [Int] {
    let ascending = sort.order == .ascending
    return products.indices.sorted { lhs, rhs in
      switch compare(products[lhs], products[rhs]) {
      case .before: return ascending
      case .after: return !ascending
      case .missingOnRight: return true
      case .missingOnLeft: return false
      case .same: return lhs < rhs
      }
    }
  }

  enum Comparison { case before, same, after, missingOnLeft, missingOnRight }

  func compare(_ a: Product, _ b: Product) -> Comparison {
    switch sort.field {
    case .id: return order(a.id, b.id)
    case .title: return order(a.title, b.title)
    case .price: return order(a.price, b.price)
    case .rating: return order(a.rating, b.rating)
    case .stock: return order(a.stock, b.stock)
    case .discountPercentage: return order(a.discount, b.discount)
    case .category: return order(a.category, b.category)
    case .brand: return order(a.brand, b.brand)
    }
  }

  private func order<T: Comparable>(_ a: T, _ b: T) -> Comparison {
    a < b ? .before : (b < a ? .after : .same)
  }

  private func order<T: Comparable>(_ a: T?, _ b: T?) -> Comparison {
    switch (a, b) {
    case (nil, nil): .same
    case (nil, _): .missingOnLeft
    case (_, nil): .missingOnRight
    case (let x?, let y?): order(x, y)
    }
  }
}
