import DomainEntities

/// The readable form of a product: a heading, aligned facts, the description wrapped to the
/// screen, then the reviews.
struct ProductDetailPage {
  let product: Product
  let width: Int
  private let money = MoneyFormatter()
  private let ratings = RatingFormatter()
  private let stock = StockFormatter()
  private static let labelWidth = 12
  private static let indent = "  "

  init(product: Product, width: Int) {
    self.product = product
    self.width = max(width, 40)
  }

  func lines() -> [[StyledText]] {
    var lines: [[StyledText]] = [[StyledText(safe(product.title), style: .heading)]]
    let byline = [product.brand.map(safe), safe(product.category.displayName), "#\(product.id)"]
      .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
    lines.append([StyledText(byline, style: .secondary)])
    lines.append([])
    lines += facts().map { label, value in
      [StyledText(Self.indent + pad(label), style: .secondary)] + value
    }
    if !product.description.isEmpty {
      lines.append([])
      lines.append([StyledText("Description", style: .heading)])
      lines += paragraph(product.description, indent: Self.indent)
    }
    if !product.reviews.isEmpty {
      lines.append([])
      lines.append([StyledText("Reviews (\(product.reviews.count))", style: .heading)])
      for review in product.reviews {
        lines.append([
          StyledText(Self.indent + ratings.stars(review.rating), style: .warning),
          StyledText("  " + safe(review.reviewerName), style: .emphasis),
          StyledText(" · " + safe(review.day), style: .secondary),
        ])
        lines += paragraph(review.comment, indent: Self.indent + "  ")
      }
    }
    return lines
  }

  private func facts() -> [(String, [StyledText])] {
    var facts: [(String, [StyledText])] = []
    func add(_ label: String, _ value: String?, style: TextStyle = .plain) {
      guard let value, !value.isEmpty else { return }
      facts.append((label, [StyledText(safe(value), style: style)]))
    }
    var price = [StyledText(money.string(product.price), style: .emphasis)]
    if product.discount.percentage > 0 {
      price += [
        StyledText(" → " + money.string(product.discountedPrice), style: .positive),
        StyledText(" (\(NumberText.short(product.discount.percentage))% off)", style: .secondary),
      ]
    }
    facts.append(("Price", price))
    if let rating = product.rating {
      let reviewCount = product.reviews.count == 1 ? "1 review" : "\(product.reviews.count) reviews"
      let stars = StyledText(ratings.stars(rating.wholeStars), style: .warning)
      facts.append(("Rating", [stars, StyledText(" \(NumberText.short(rating.value)) / 5 (\(reviewCount))")]))
    }
    if let availability = product.effectiveAvailability {
      let count = product.stock.map { [StyledText("\($0) · ")] } ?? []
      facts.append(("Stock", count + [StyledText(stock.text(availability), style: stock.style(availability))]))
    }
    add("Min. order", product.minimumOrderQuantity.map(String.init))
    add("SKU", product.sku)
    add("Weight", product.weight.map(NumberText.exact))
    add(
      "Dimensions",
      product.dimensions.map { d in
        [d.width, d.height, d.depth].map(NumberText.exact).joined(separator: " × ") + " (w × h × d)"
      })
    add("Warranty", product.warrantyInformation)
    add("Shipping", product.shippingInformation)
    add("Returns", product.returnPolicy)
    add("Tags", product.tags.isEmpty ? nil : product.tags.joined(separator: ", "))
    return facts
  }

  private func paragraph(_ text: String, indent: String) -> [[StyledText]] {
    TextWrapping.lines(of: TerminalSafeText.multiLine(text), width: width - indent.count)
      .map { [StyledText(indent + $0)] }
  }

  private func pad(_ label: String) -> String {
    label + String(repeating: " ", count: max(1, Self.labelWidth - label.count))
  }

  private func safe(_ text: String) -> String {
    TerminalSafeText.singleLine(text)
  }
}
