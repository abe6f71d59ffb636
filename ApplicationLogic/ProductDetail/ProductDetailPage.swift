import BusinessLogic
import DomainEntities

/// The readable form of a product: a heading, aligned facts, the description wrapped to the
/// screen, then the reviews.
struct ProductDetailPage {
  let product: Product
  let width: Int
  let conversion: PriceConversion?
  private let money: PriceFormatter
  private let ratings = RatingFormatter()
  private let stock = StockFormatter()
  private static let labelWidth = 12
  private static let indent = "  "

  init(product: Product, width: Int, conversion: PriceConversion? = nil, money: PriceFormatter = PriceFormatter()) {
    self.product = product
    self.width = max(width, 40)
    self.conversion = conversion
    self.money = money
  }

  /// The facts, for any layout.
  func sheet() -> ProductDetailSheet {
    let byline = [product.brand.map(safe), safe(product.category.displayName), "#\(product.id)"]
      .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
    return ProductDetailSheet(
      title: safe(product.title), byline: byline,
      facts: facts().map { ProductDetailSheet.Fact(label: $0.0, value: $0.1) },
      description: TerminalSafeText.multiLine(product.description),
      reviews: product.reviews.map {
        ProductDetailSheet.Review(
          stars: ratings.stars($0.rating), reviewer: safe($0.reviewerName), day: safe($0.day),
          comment: TerminalSafeText.multiLine($0.comment))
      },
      imageAddresses: (product.thumbnail.map { [$0] } ?? []) + product.images)
  }

  /// The sheet wrapped to the width: the terminal's layout of it.
  func lines() -> [[StyledText]] {
    let sheet = sheet()
    var lines: [[StyledText]] = [[StyledText(sheet.title, style: .heading)]]
    lines.append([StyledText(sheet.byline, style: .secondary)])
    lines.append([])
    lines += sheet.facts.map { [StyledText(Self.indent + pad($0.label), style: .secondary)] + $0.value }
    if !sheet.description.isEmpty {
      lines.append([])
      lines.append([StyledText("Description", style: .heading)])
      lines += paragraph(sheet.description, indent: Self.indent)
    }
    if !sheet.reviews.isEmpty {
      lines.append([])
      lines.append([StyledText(sheet.reviewsHeading, style: .heading)])
      for review in sheet.reviews {
        lines.append([
          StyledText(Self.indent + review.stars, style: .warning),
          StyledText("  " + review.reviewer, style: .emphasis),
          StyledText(" · " + review.day, style: .secondary),
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
    func prices(_ price: String, _ discounted: String) -> [StyledText] {
      guard product.discount.percentage > 0 else { return [StyledText(price, style: .emphasis)] }
      return [
        StyledText(price, style: .emphasis), StyledText(" → " + discounted, style: .positive),
        StyledText(" (\(money.number(product.discount.percentage))% off)", style: .secondary),
      ]
    }
    let catalogPrices = prices(money.string(product.price), money.string(product.discountedPrice))
    if let conversion {
      let quote = conversion.quote(product)
      facts.append(
        ("Price", quote.map { prices(money.string($0.price), money.string($0.discountedPrice)) } ?? [StyledText("—")]))
      facts.append(("In \(CurrencyCode.catalog)", catalogPrices))
      let rate = conversion.rate.map { "1 \(CurrencyCode.catalog) = \(RatesWords.rate($0)) \(conversion.target)" }
      facts.append(
        ("Rate", [StyledText([rate, "on \(conversion.rates.date)"].compactMap { $0 }.joined(separator: " "))]))
    } else {
      facts.append(("Price", catalogPrices))
    }
    if let rating = product.rating {
      let reviewCount = product.reviews.count == 1 ? "1 review" : "\(product.reviews.count) reviews"
      let stars = StyledText(ratings.stars(rating.wholeStars), style: .warning)
      facts.append(("Rating", [stars, StyledText(" \(money.number(rating.value)) / 5 (\(reviewCount))")]))
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
    TextWrapping.lines(of: text, width: width - indent.count)
      .map { [StyledText(indent + $0)] }
  }

  private func pad(_ label: String) -> String {
    label + String(repeating: " ", count: max(1, Self.labelWidth - label.count))
  }

  private func safe(_ text: String) -> String {
    TerminalSafeText.singleLine(text)
  }
}
