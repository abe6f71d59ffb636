import DomainEntities

/// Availability in words and the emphasis it deserves on screen.
public struct StockFormatter: Sendable {
  public init() {}

  public func text(_ status: StockStatus) -> String {
    switch status {
    case .inStock: "In Stock"
    case .lowStock: "Low Stock"
    case .outOfStock: "Out of Stock"
    case .other(let text): TerminalSafeText.singleLine(text)
    }
  }

  public func style(_ status: StockStatus) -> TextStyle {
    switch status {
    case .inStock: .positive
    case .lowStock: .warning
    case .outOfStock: .negative
    case .other: .plain
    }
  }
}
