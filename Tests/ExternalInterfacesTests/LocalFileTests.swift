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

  /// A stream is judged by its first two bytes that are not white space: a catalog's, or noise
  /// that is read no further (one byte of noise in a hundred is a bracket or a brace).
  @Test(arguments: [
    ("[{\"id\": 1}]", true), (" \n[ ]", true), ("{\"products\": []}", true), ("{}", true), ("[", true),
    ("", true), ("  ", true), ("[x", false), ("{[", false), ("[1, 2]", false), ("x", false), ("\u{1}[", false),
  ])
  func aStreamIsJudgedByItsFirstTwoBytes(start: String, mayBeACatalog: Bool) {
    // Whole, and a byte at a time as chunks of a stream.
    var whole: [UInt8] = []
    LocalFile.noteStart(of: ArraySlice(start.utf8), in: &whole)
    #expect(LocalFile.mayStartACatalog(whole) == mayBeACatalog)
    var piecewise: [UInt8] = []
    for byte in start.utf8 { LocalFile.noteStart(of: [byte], in: &piecewise) }
    #expect(piecewise == whole)
  }
}
