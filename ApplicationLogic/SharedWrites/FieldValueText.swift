import BusinessLogic
import DomainEntities

/// A field's value in a product as a change line shows it (`price 9.99 → 8.99`): prices in cents,
/// other numbers exact, text quoted, terminal-safe and shortened, an absent value as `(none)`.
enum FieldValueText {
  static let longest = 40

  static func text(of field: ProductField, in product: Product) -> String {
    switch field {
    case .id: product.id.description
    case .title: quoted(product.title)
    case .description: quoted(product.description)
    case .category: quoted(product.category.rawValue)
    case .price: money(product.price)
    case .discountPercentage: NumberText.exact(product.discount.percentage)
    case .rating: number(product.rating?.value)
    case .stock: product.stock.map(String.init) ?? none
    case .minimumOrderQuantity: product.minimumOrderQuantity.map(String.init) ?? none
    case .weight: number(product.weight)
    case .tags: list(product.tags)
    case .images: list(product.images)
    case .brand: optional(product.brand)
    case .sku: optional(product.sku)
    case .warrantyInformation: optional(product.warrantyInformation)
    case .shippingInformation: optional(product.shippingInformation)
    case .returnPolicy: optional(product.returnPolicy)
    case .thumbnail: optional(product.thumbnail)
    case .availabilityStatus: optional(product.availability?.catalogText)
    case .dimensions:
      product.dimensions.map {
        [$0.width, $0.height, $0.depth].map(NumberText.exact).joined(separator: " × ")
      } ?? none
    case .meta: product.metadata.map { _ in "{…}" } ?? none
    case .reviews: product.reviews.count == 1 ? "1 review" : "\(product.reviews.count) reviews"
    }
  }

  static let none = "(none)"

  /// A price as it is quoted, in whole cents, so a scene's arithmetic in `Double`
  /// (`5.529999999999999`) never reaches its words; an amount that was not whole cents says so.
  static func money(_ price: Money) -> String {
    let cents = price.roundedToCents
    return NumberText.exact(cents.amount) + (cents == price ? "" : " (unrounded)")
  }

  static func quoted(_ text: String) -> String {
    let safe = TerminalSafeText.singleLine(text)
    let shown = safe.count > longest ? safe.prefix(longest - 1) + "…" : safe
    return "\"\(shown)\""
  }

  private static func optional(_ text: String?) -> String {
    text.map(quoted) ?? none
  }

  private static func number(_ value: Double?) -> String {
    value.map(NumberText.exact) ?? none
  }

  private static func list(_ entries: [String]) -> String {
    "[" + entries.map(quoted).joined(separator: ", ") + "]"
  }
}
