import BusinessLogic
import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

#if canImport(Glibc)
  import Glibc
#endif

/// A source asked many queries keeps the pages it answered, and never serves one after the file
/// changed.
struct KeptPagesTests {
  private static func write(_ titles: [String], to url: URL) throws {
    let products = titles.enumerated().map { index, title in
      #"{"id": \#(index + 1), "title": "\#(title)", "category": "lamps", "price": \#(index + 1)}"#
    }
    // Replaced, as a writer replaces it: a new file under the old name.
    let temporary = url.deletingLastPathComponent().appendingPathComponent(".next-\(UUID().uuidString)")
    try Data(("[" + products.joined(separator: ",") + "]").utf8).write(to: temporary)
    #expect(rename(temporary.path, url.path) == 0)
  }

  @Test func aChangedFileIsAnsweredAfreshNeverFromAKeptPage() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kept-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("catalog.json")
    try Data("[]".utf8).write(to: file)
    try Self.write(["Red lamp", "Blue lamp", "Desk"], to: file)
    let repository = FileCatalogRepository(path: file.path, keepsIndex: true)
    let query = CatalogQuery(searchText: "lamp", limit: 10)
    let first = try await repository.products(matching: query)
    #expect(first.products.map(\.title) == ["Red lamp", "Blue lamp"])
    #expect(try await repository.products(matching: query) == first)
    try Self.write(["Red lamp", "Desk", "Green lamp", "Lamp shade"], to: file)
    let after = try await repository.products(matching: query)
    #expect(after.products.map(\.title) == ["Red lamp", "Green lamp", "Lamp shade"])
    #expect(after.total == 3)
  }

  @Test func theEmbeddedCatalogKeepsItsAnswersAndTheyStayRight() async throws {
    let kept = CatalogRepositoryFactory(isInteractive: true).makeRepository(for: .embedded)
    let plain = CatalogRepositoryFactory().makeRepository(for: .embedded)
    for text in ["phone", "lamp", "a", "zzz"] {
      let query = CatalogQuery(searchText: text, sort: ProductSort(field: .price, order: .descending), limit: 5)
      let once = try await kept.products(matching: query)
      #expect(try await kept.products(matching: query) == once)
      #expect(once == (try await plain.products(matching: query)))
    }
  }
}
