import Foundation
import Testing

@testable import ExternalInterfaces

@Suite struct ProductJSONEncodingTests {
  @Test func exportingTheCatalogLosesNothing() throws {
    // Decode the bundled file, write it back out, and compare the two documents as values.
    let data = try Data(contentsOf: CatalogFiles.products)
    let products = try CatalogJSONDecoder().products(from: data, source: "bundle")
    let exported = JSONWriter().string(.array(products.map(ProductJSONEncoding.value)))
    let original = try JSONSerialization.jsonObject(with: data) as? NSArray
    let roundTripped = try JSONSerialization.jsonObject(with: Data(exported.utf8)) as? NSArray
    #expect(original != nil)
    #expect(original == roundTripped)
  }

  @Test func keepsTheCatalogsFieldOrder() throws {
    let data = try Data(contentsOf: CatalogFiles.products)
    let product = try #require(try CatalogJSONDecoder().products(from: data, source: "bundle").first)
    let text = JSONWriter().string(ProductJSONEncoding.value(product))
    let keys = ["\"id\"", "\"title\"", "\"description\"", "\"category\"", "\"price\"", "\"brand\"", "\"thumbnail\""]
    let positions = keys.compactMap { text.range(of: $0)?.lowerBound }
    #expect(positions.count == keys.count)
    #expect(positions == positions.sorted())
  }

  @Test func writesTheLayoutOfJSONStringify() {
    let value = JSONValue.object([("a", .array([.integer(1), .number(2.5)])), ("b", .object([])), ("c", .array([]))])
    #expect(JSONWriter().string(value) == "{\n  \"a\": [\n    1,\n    2.5\n  ],\n  \"b\": {},\n  \"c\": []\n}")
  }

  @Test func escapesControlAndBidiCharacters() {
    let text = JSONWriter().string(.string("q\"\\\n\u{1B}\u{9B}\u{202E}é"))
    #expect(text == #""q\"\\\n\u001b\u009b\u202eé""#)
  }

  @Test func wholeNumbersHaveNoFraction() {
    #expect(JSONWriter().string(.number(10)) == "10")
    #expect(JSONWriter().string(.number(.infinity)) == "null")
  }
}
