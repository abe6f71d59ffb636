/// One product, ready to place: readable lines, key–value records or the facts unwrapped, as the
/// presenter's layout asked.
public enum ProductDetailViewModel: Hashable, Sendable {
  /// Each line is a sequence of styled runs, already wrapped and indented.
  case readable(lines: [[StyledText]])
  case records([Record])
  case sheet(ProductDetailSheet)

  public struct Record: Hashable, Sendable {
    public let key: String
    public let value: String

    public init(key: String, value: String) {
      (self.key, self.value) = (key, value)
    }
  }
}

/// What the product-detail screen can be told (Clean Swift: `ProductDetailDisplayLogic`).
@MainActor
public protocol ProductDetailView: AnyObject {
  func displayProduct(_ viewModel: ProductDetailViewModel)
  func displayError(_ viewModel: ErrorViewModel)
}
