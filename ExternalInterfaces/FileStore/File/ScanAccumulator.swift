import BusinessLogic
import DomainEntities

/// What a catalog scan does with each product it reads; parts scanned apart are merged in
/// catalog order.
protocol ScanAccumulator: Sendable {
  mutating func add(_ product: Product, at range: Range<Int>)
  mutating func merge(_ later: Self)
}

/// The products a predicate keeps, with where each one's bytes are.
struct KeptProducts: ScanAccumulator {
  let keep: @Sendable (Product) -> Bool
  private(set) var products: [Product] = []
  private(set) var ranges: [Range<Int>] = []

  init(keep: @escaping @Sendable (Product) -> Bool) {
    self.keep = keep
  }

  mutating func add(_ product: Product, at range: Range<Int>) {
    guard keep(product) else { return }
    products.append(product)
    ranges.append(range)
  }

  mutating func merge(_ later: KeptProducts) {
    products += later.products
    ranges += later.ranges
  }
}

extension CategoryTally.Counts: ScanAccumulator {
  mutating func add(_ product: Product, at range: Range<Int>) {
    add(product)
  }
}
