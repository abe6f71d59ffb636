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
      throws: CatalogSourceError.unavailable(
        source: "/no/such.json", reason: "no such file or directory",
        remedy: "check the path, or leave out --source and CATALOG_SOURCE to use the embedded catalog")
    ) { try LocalFile(path: "/no/such.json").read() }
  }

  @Test func aDirectoryIsNotACatalog() {
    #expect(
      throws: CatalogSourceError.unavailable(
        source: "/tmp", reason: "it is a directory", remedy: "give the path of a JSON file, not a directory")
    ) { try LocalFile(path: "/tmp").read() }
  }
}
