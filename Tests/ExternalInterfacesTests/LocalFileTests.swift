import BusinessLogic
import Foundation
import Testing

@testable import ExternalInterfaces

@Suite struct LocalFileTests {
  @Test func readsAFileWhole() throws {
    #expect(try LocalFile(path: CatalogFiles.products.path).read() == Data(contentsOf: CatalogFiles.products))
  }

  @Test func aMissingFileSaysSo() {
    #expect(
      throws: CatalogSourceError.unavailable(source: "/no/such.json", .missing)
    ) { try LocalFile(path: "/no/such.json").read() }
  }

  @Test func aDirectoryIsNotACatalog() {
    #expect(
      throws: CatalogSourceError.unavailable(source: "/tmp", .isDirectory)
    ) { try LocalFile(path: "/tmp").read() }
  }
}
