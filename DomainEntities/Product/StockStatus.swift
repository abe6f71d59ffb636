/// Whether a product can be ordered now, in the catalog's three states.
///
/// Catalogs may carry a wording this type does not know; `.other` keeps it verbatim so that an
/// export never loses what the source said.
public enum StockStatus: Hashable, Sendable {
  case inStock
  case lowStock
  case outOfStock
  case other(String)

  /// The state the catalog's own rule gives a stock count: none left is out of stock, fewer than
  /// ten is low (as every DummyJSON product with fewer than ten in stock is marked).
  public init(stock: Int) {
    switch stock {
    case ..<1: self = .outOfStock
    case ..<10: self = .lowStock
    default: self = .inStock
    }
  }

  /// The catalog's wording (`In Stock`); wording it does not use is kept as given.
  public init(catalogText: String) {
    switch catalogText {
    case "In Stock": self = .inStock
    case "Low Stock": self = .lowStock
    case "Out of Stock": self = .outOfStock
    default: self = .other(catalogText)
    }
  }

  public var catalogText: String {
    switch self {
    case .inStock: "In Stock"
    case .lowStock: "Low Stock"
    case .outOfStock: "Out of Stock"
    case .other(let text): text
    }
  }
}
