import BusinessLogic
import DomainEntities

/// The `key: value` form of a product: one record per field, exact values, catalog order.
/// Absent fields are left out rather than printed empty, so a record always means a value.
struct ProductDetailRecords {
  let product: Product
  var conversion: PriceConversion? = nil

  func records() -> [ProductDetailViewModel.Record] {
    var records: [ProductDetailViewModel.Record] = []
    func add(_ key: String, _ value: String?) {
      guard let value else { return }
      records.append(ProductDetailViewModel.Record(key: key, value: TerminalSafeText.singleLine(value)))
    }
    add("id", product.id.description)
    add("title", product.title)
    add("brand", product.brand)
    add("category", product.category.rawValue)
    add("price", NumberText.exact(product.price.amount))
    add("discountPercentage", NumberText.exact(product.discount.percentage))
    add("discountedPrice", NumberText.exact(product.discountedPrice.amount))
    if let conversion {
      // The same names and values as the JSON member `converted`.
      let quote = conversion.quote(product)
      add("converted.currency", conversion.target.rawValue)
      add("converted.price", quote?.price.plainText)
      add("converted.discountedPrice", quote?.discountedPrice.plainText)
      add("converted.rate", conversion.rate.map(RatesWords.rate))
      add("converted.date", conversion.rates.date.description)
    }
    add("rating", product.rating.map { NumberText.exact($0.value) })
    add("stock", product.stock.map(String.init))
    add("availabilityStatus", product.effectiveAvailability.map(StockFormatter().text))
    add("minimumOrderQuantity", product.minimumOrderQuantity.map(String.init))
    add("sku", product.sku)
    add("weight", product.weight.map(NumberText.exact))
    add("dimensions", product.dimensions.map(dimensionsText))
    add("warrantyInformation", product.warrantyInformation)
    add("shippingInformation", product.shippingInformation)
    add("returnPolicy", product.returnPolicy)
    add("tags", product.tags.isEmpty ? nil : product.tags.joined(separator: ", "))
    add("description", product.description)
    for review in product.reviews {
      add("review", "\(review.rating)/5 \(review.day) \(review.reviewerName): \(review.comment)")
    }
    add("thumbnail", product.thumbnail)
    for image in product.images { add("image", image) }
    return records
  }

  private func dimensionsText(_ dimensions: Dimensions) -> String {
    [dimensions.width, dimensions.height, dimensions.depth].map(NumberText.exact).joined(separator: " x ")
  }
}
