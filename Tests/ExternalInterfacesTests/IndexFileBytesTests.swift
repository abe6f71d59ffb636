import Testing

@testable import ExternalInterfaces

/// The whole check of an index file (`IndexFileBytes.verifyAll`) reads it a stretch of pages at
/// a time and gives each back: it must still read every stretch, the last one's pages too.
@Suite struct IndexFileBytesTests {
  @Test(arguments: [1, 3, IndexFileBytes.checkStretch])
  func aGoodFileIsCheckedWholeAStretchAtATime(stretch: Int) throws {
    let (bytes, identity) = try CatalogIndexQuickTests.encoded()
    let file = try #require(try CatalogIndexQuickTests.opened(bytes, identity).ids.file)
    #expect(file.verifyAll(stretch: stretch))
    let (checked, pages) = file.checkedPages
    #expect(pages > 3 && checked == pages)
  }

  /// A byte changed in the first column, in the middle of the folded text, or in the last
  /// page before the one that ends the columns (which opening reads: what the lists cover).
  @Test(arguments: [1, 3, IndexFileBytes.checkStretch])
  func aChangeInAnyStretchIsFound(stretch: Int) throws {
    let (bytes, identity) = try CatalogIndexQuickTests.encoded()
    let sections = try #require(bytes.withUnsafeBytes { CatalogIndexFile.sections(of: $0) })
    let folded = try #require(sections[.folded])
    let places = [
      try #require(sections[.ids]).lowerBound, folded.lowerBound + folded.count / 2,
      try #require(sections[.listsCover]).lowerBound / CatalogIndexFile.pageSize * CatalogIndexFile.pageSize - 1,
    ]
    for place in places {
      var changed = bytes
      changed[place] ^= 0x01
      let file = try #require(try CatalogIndexQuickTests.opened(changed, identity).ids.file)
      #expect(!file.isDamaged, "opening does not read byte \(place)")
      #expect(!file.verifyAll(stretch: stretch) && file.isDamaged, "byte \(place)")
    }
  }
}
