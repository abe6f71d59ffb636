import DomainEntities
import Testing

/// `Product.keeping(_:)`: what a page that carries only some fields may hold.
@Suite struct ProductKeepingTests {
  static let singles: [ProductFieldSet] = (0..<11).map { ProductFieldSet(rawValue: 1 << $0) }

  @Test func keepingEveryFieldIsTheProduct() {
    #expect(ProductFieldSet.all == ProductFieldSet(Self.singles))
    for product in Seeds.all + [Self.detailed] { #expect(product.keeping(.all) == product) }
  }

  @Test func keepingNoFieldLeavesTheIdAlone() {
    for product in Seeds.all + [Self.detailed] {
      #expect(product.keeping([]) == Product(id: product.id, title: "", price: Money(0)))
    }
  }

  /// Each field of the set keeps fields of its own: keeping two sets in turn keeps what they
  /// share, and a field kept alone is lost by keeping every other.
  @Test func eachFieldKeepsItsOwnFields() {
    let product = Self.detailed
    for first in Self.singles {
      #expect(product.keeping(first) != product.keeping([]), "\(first.rawValue) keeps something")
      #expect(product.keeping(ProductFieldSet.all.subtracting(first)) != product, "\(first.rawValue) is needed")
      for second in Self.singles {
        #expect(product.keeping(first).keeping(second) == product.keeping(first.intersection(second)))
      }
    }
  }

  /// A product with every field set, so that each flag has something to keep.
  static let detailed: Product = {
    var product = Seeds.mascara
    product.sku = "BEA-ESS-001"
    product.thumbnail = "https://cdn.example/1/thumbnail.webp"
    return product
  }()
}
