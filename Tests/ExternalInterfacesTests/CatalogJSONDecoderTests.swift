import BusinessLogic
import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

@Suite struct CatalogJSONDecoderTests {
  private let decoder = CatalogJSONDecoder()

  @Test func decodesTheBundledCatalog() throws {
    let products = try decoder.products(from: Data(contentsOf: CatalogFiles.products), source: "bundle")
    #expect(products.count == 194)
    #expect(products.map(\.id.rawValue) == Array(1...194))
    #expect(products.filter { $0.brand == nil }.count == 92)
    #expect(Set(products.map(\.category)).count == 24)
  }

  @Test func agreesWithFoundationsJSONDecoderOnTheBundledCatalog() throws {
    // JSONDecoder over the same DTOs is the straightforward reference path.
    let data = try Data(contentsOf: CatalogFiles.products)
    let reference = try JSONDecoder().decode([ProductDTO].self, from: data).map { $0.toDomain() }
    #expect(try decoder.products(from: data, source: "bundle") == reference)
  }

  @Test func acceptsTheDummyJSONEnvelope() throws {
    let envelope = #"{"total": 1, "products": [{"id": 3, "title": "x", "price": 1}], "skip": 0}"#
    #expect(try decoder.products(from: Data(envelope.utf8), source: "s").map(\.id) == [ProductID(3)])
  }

  @Test func namesThePathOfAWrongValue() {
    let text = #"{"products": [{"id": 1, "title": "a", "price": 1}, {"id": 2, "title": "b", "price": "cheap"}]}"#
    #expect(
      throws: CatalogSourceError.malformed(
        source: "s", origin: .document, path: "products[1].price", .shape("expected a number, found a string"))
    ) { try decoder.products(from: Data(text.utf8), source: "s") }
  }

  /// One product's object read alone (a page's products, from their ranges) is what the same
  /// object in a document is; it is read first without keeping the path, so a wrong value is
  /// read again to name where it is.
  @Test func aProductReadAloneIsTheDocumentsAndNamesThePathOfAWrongValue() throws {
    let read = { (text: String) throws(CatalogSourceError) -> Product in
      try Array(text.utf8).withUnsafeBufferPointer { buffer throws(CatalogSourceError) in
        try CatalogJSONDecoder.product(in: buffer, source: "s")
      }
    }
    let good = #"{"id": 7, "title": "a", "price": 1.5, "tags": ["x"], "reviews": [{"rating": 5, "comment": "ok"}]}"#
    #expect(try [read(good)] == decoder.products(from: Data("[\(good)]".utf8), source: "s"))
    let bad = #"{"id": 7, "title": "a", "price": 1, "reviews": [{"rating": 5}, {"rating": "five"}]}"#
    #expect(
      throws: CatalogSourceError.malformed(
        source: "s", origin: .document, path: "reviews[1].rating", .shape("expected a whole number, found a string"))
    ) { try read(bad) }
  }

  @Test func namesAMissingRequiredField() {
    #expect(
      throws: CatalogSourceError.malformed(
        source: "s", origin: .document, path: "[0].price", .shape("required value is missing"))
    ) { try decoder.products(from: Data(#"[{"id": 1, "title": "a"}]"#.utf8), source: "s") }
  }

  @Test(arguments: [#"{"items": []}"#, #""text""#, "42", "null"])
  func rejectsDocumentsThatAreNotCatalogs(text: String) {
    #expect(throws: CatalogSourceError.self) { try decoder.products(from: Data(text.utf8), source: "s") }
  }

  @Test func syntaxErrorsCarryThePosition() {
    #expect(
      throws: CatalogSourceError.malformed(
        source: "s", origin: .document, path: "",
        .syntax(line: 2, column: 1, found: "unexpected end of data (is the file truncated?)"))
    ) { try decoder.products(from: Data("[\n".utf8), source: "s") }
  }
}
