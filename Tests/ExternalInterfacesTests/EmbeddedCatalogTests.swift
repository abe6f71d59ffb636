import Foundation
import Testing

@testable import ExternalInterfaces

@Suite struct EmbeddedCatalogTests {
  @Test func theCompiledCatalogIsTheBundledFile() throws {
    // Fails when products.json changed without `scripts/embed-catalog`.
    let file = try String(contentsOf: CatalogFiles.products, encoding: .utf8)
    #expect(EmbeddedCatalog.productsJSON == file)
  }

  @Test func theLicenseShipsWithIt() throws {
    let file = try String(contentsOf: CatalogFiles.license, encoding: .utf8)
    #expect(EmbeddedCatalog.license == file)
    #expect(EmbeddedCatalog.license.contains("DummyJSON"))
  }
}
