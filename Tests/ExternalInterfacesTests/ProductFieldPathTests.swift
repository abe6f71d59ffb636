import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

@Suite struct ProductFieldPathTests {
  /// Every path of a product that has every field, as `ProductJSONEncoding` writes it.
  private func paths(of value: JSONValue, prefix: String = "") -> [String] {
    guard case .object(let members) = value else { return [] }
    return members.flatMap { key, member -> [String] in
      let name = prefix.isEmpty ? key : prefix + "." + key
      if case .object = member, key != "reviews" { return [name] + paths(of: member, prefix: name) }
      return [name]
    }
  }

  @Test func theFieldListIsWhatTheEncodingWrites() throws {
    let products = try CatalogJSONDecoder().products(from: Data(contentsOf: CatalogFiles.products), source: "bundle")
    let full = try #require(products.first { $0.dimensions != nil && $0.metadata != nil && $0.brand != nil })
    #expect(ProductFieldPath.all.map(\.name) == paths(of: ProductJSONEncoding.value(full)))
  }

  @Test func selectionKeepsTheOrderGivenAndNestsNestedPaths() throws {
    let product = try #require(
      try CatalogJSONDecoder().products(from: Data(contentsOf: CatalogFiles.products), source: "bundle").first)
    let fields = try ["price", "dimensions.depth", "id", "dimensions.width"].map { try #require(ProductFieldPath($0)) }
    let selected = ProductFieldPath.select(fields, from: ProductJSONEncoding.value(product))
    let dimensions = try #require(product.dimensions)
    #expect(
      selected
        == .object([
          ("price", .number(product.price.amount)),
          ("dimensions", .object([("depth", .number(dimensions.depth)), ("width", .number(dimensions.width))])),
          ("id", .integer(1)),
        ]))
  }

  @Test func missingValuesAreLeftOutAndUnknownNamesRefused() throws {
    let bare = Product(id: ProductID(7), title: "t", category: CategorySlug("c"), price: Money(1))
    let brand = try #require(ProductFieldPath("brand"))
    #expect(brand.value(in: ProductJSONEncoding.value(bare)) == nil)
    #expect(ProductFieldPath.select([brand], from: ProductJSONEncoding.value(bare)) == .object([]))
    #expect(ProductFieldPath("dimensions.colour") == nil)
    #expect(ProductFieldPath("") == nil)
    #expect(FieldText.cell(nil) == "")
    #expect(FieldText.cell(.array([.string("a"), .string("b\u{1B}")])) == "a, b␛")
  }
}
