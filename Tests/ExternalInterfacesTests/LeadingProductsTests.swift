import BusinessLogic
import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

/// A file's first products, read from its start alone for the browser's first screen: the
/// products a full read gives first, or nothing when they cannot be told so soon.
@Suite struct LeadingProductsTests {
  @Test func theyAreTheFirstProductsAFullReadGives() async throws {
    let data = try FastPathAgreementTests.generated(1_500)
    let path = try FastPathAgreementTests.file(data)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let products = try JSONDecoder().decode([ProductDTO].self, from: data).map { $0.toDomain() }
    let repository = FileCatalogRepository(path: path, keepsIndex: true)
    #expect(await repository.leadingProducts(limit: 40) == Array(products.prefix(40)))
    #expect(await repository.leadingProducts(limit: 5_000) == products, "a short file: all of it")
    // Once an index answers, a page is as quick: nothing early.
    _ = try await repository.products(matching: CatalogQuery(limit: 10))
    await repository.backgroundWorkFinished()
    #expect(await repository.isIndexed)
    #expect(await repository.leadingProducts(limit: 40) == nil)
  }

  @Test(arguments: [
    ("a wrapped array", #"{"products": [{"id": 1, "title": "A", "price": 1}]}"#, Optional<[Int]>.none),
    ("a malformed first product", #"[{"id": 1, "title": 5, "price": 1}, {"id": 2, "title": "B", "price": 1}]"#, nil),
    ("malformed after the first screen", #"[{"id": 1, "title": "A", "price": 1}, {"id": 2, "title": 7"#, [1]),
    ("an empty array", "[]", nil),
    ("not JSON", "not json", nil),
  ])
  func onlyWhatCanBeToldFromTheStart(name: String, text: String, ids: [Int]?) async throws {
    let path = try FastPathAgreementTests.file(Data(text.utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let leading = await FileCatalogRepository(path: path, keepsIndex: true).leadingProducts(limit: 1)
    #expect(leading?.map(\.id.rawValue) == ids, "\(name)")
  }

  @Test func aMissingFileHasNone() async {
    #expect(
      await FileCatalogRepository(path: "/nonexistent/catalog.json", keepsIndex: true).leadingProducts(limit: 5) == nil)
  }
}
