import Testing

@testable import ExternalInterfaces

/// A command that reads a few values copies their pages in by `pread` (`IndexFileBytes.copy`)
/// rather than faulting them in through the map: what it copies must be what the map holds,
/// checked as a mapped page is, and a command that reads in bulk must go back to the map.
@Suite struct IndexPageCopiesTests {
  /// Every value of the ids, read one by one from a mapped file, is the index's own, and the
  /// first of them came from copies: the file was copying when they were read.
  @Test func valuesCopiedInAreTheIndexsValues() throws {
    let (bytes, identity) = try CatalogIndexQuickTests.encoded()
    let index = try CatalogIndexQuickTests.opened(bytes, identity)
    let file = try #require(index.ids.file)
    let ids = try #require(bytes.withUnsafeBytes { CatalogIndexFile.sections(of: $0) }?[.ids])
    let first = try #require(file.copied(Int.self, at: ids.lowerBound))
    #expect(first == CatalogIndexQuickTests.complete.ids[0])
    let expected = CatalogIndexQuickTests.complete.ids
    #expect((0..<index.count).allSatisfy { index.ids[$0] == expected[$0] })
    #expect(!file.isDamaged)
  }

  /// A byte changed in a column's page is found by the copy that reads the page, before any
  /// value of it is trusted; the page's neighbour, unchanged, still reads.
  @Test func aChangedByteIsFoundInThePageCopied() throws {
    let (bytes, identity) = try CatalogIndexQuickTests.encoded()
    let ids = try #require(bytes.withUnsafeBytes { CatalogIndexFile.sections(of: $0) }?[.ids])
    let page = CatalogIndexFile.pageSize
    let changedAt = (ids.lowerBound / page + 1) * page + 5
    try #require(ids.contains(changedAt + page))
    var changed = bytes
    changed[changedAt] ^= 0x10
    let file = try #require(try CatalogIndexQuickTests.opened(changed, identity).ids.file)
    var value = 0
    let good = withUnsafeMutableBytes(of: &value) { file.copy((changedAt + page)..<(changedAt + page + 8), into: $0) }
    #expect(good && !file.isDamaged)
    let read = withUnsafeMutableBytes(of: &value) { file.copy(changedAt..<(changedAt + 8), into: $0) }
    #expect(!read && file.isDamaged)
  }

  /// A page changed with its checksum made to match is found when the page is copied in: the
  /// checksums are read from the file too and checked up the tree, the block's against its
  /// group's and the group's against the trailer's, kept from when the file opened. Either the
  /// block's checksum is left as it was, or it is made to match too and its group's is not.
  @Test(arguments: [false, true]) func aChangedChecksumIsFoundWhenItsPageIsCopied(blockToo: Bool) throws {
    let (bytes, identity) = try CatalogIndexQuickTests.encoded()
    let ids = try #require(bytes.withUnsafeBytes { CatalogIndexFile.sections(of: $0) }?[.ids])
    var changed = bytes
    changed[ids.lowerBound] ^= 0x01
    try CatalogIndexQuickTests.resealPage(containing: ids.lowerBound, of: &changed, blockToo: blockToo, groupToo: false)
    let file = try #require(try CatalogIndexQuickTests.opened(changed, identity).ids.file)
    #expect(file.copied(Int.self, at: ids.lowerBound) == nil)
    #expect(file.isDamaged)
  }

  /// Past its budget of pages a command reads through the map: copying stops, and the values
  /// read after it are still the index's.
  @Test func pastTheBudgetValuesAreReadThroughTheMap() throws {
    let (bytes, identity) = try CatalogIndexQuickTests.encoded()
    let index = try CatalogIndexQuickTests.opened(bytes, identity)
    let file = try #require(index.folded.file)
    let folded = CatalogIndexQuickTests.complete.folded
    // Each page of the text twice over: more pages than the slots hold, each read in again.
    let pages = stride(from: 0, to: folded.count, by: CatalogIndexFile.pageSize).map { $0 }
    try #require(2 * pages.count > IndexPageCopies.budget && pages.count > 2 * IndexPageCopies.slotsForColumns)
    #expect(file.copied(UInt8.self, at: 0) != nil && file.isCopying)
    #expect((pages + pages).allSatisfy { index.folded[$0] == folded[$0] })
    #expect(!file.isCopying && file.copied(UInt8.self, at: 0) == nil, "still copying after the text, twice")
    #expect(!file.isDamaged)
  }

  /// The slots hold the pages read last, the one read longest ago given over to the next;
  /// a page that could not be read is held by none; the budget counts every page read.
  @Test func theSlotsHoldThePagesReadLast() {
    var copies = IndexPageCopies(slots: 2)
    let size = CatalogIndexFile.pageSize
    for number in 0..<3 {
      let page = copies.load(number, count: size) { slot in
        slot.initializeMemory(as: UInt8.self, repeating: UInt8(number))
        return true
      }
      #expect(page?.first == UInt8(number))
    }
    #expect(copies.page(0, count: size) == nil)
    #expect(copies.page(1, count: size)?.first == 1 && copies.page(2, count: size)?.last == 2)
    #expect(copies.load(7, count: size) { _ in false } == nil)
    #expect(copies.page(7, count: size) == nil && copies.page(1, count: size) == nil)
    #expect(copies.loads == 4 && !copies.isSpent)
    while copies.loads < IndexPageCopies.budget { _ = copies.load(9, count: size) { _ in true } }
    #expect(copies.isSpent && copies.load(10, count: size) { _ in true } == nil)
  }

  /// A page read between loads stays, the others taking turns in the other slot: a walk's page
  /// of its order, read again for each product whose page it loads.
  @Test func aPageReadAgainStaysWhileOthersTakeTurns() {
    var copies = IndexPageCopies(slots: 2)
    let size = CatalogIndexFile.pageSize
    _ = copies.load(0, count: size) { _ in true }
    for product in 1..<5 {
      #expect(copies.page(0, count: size) != nil, "the order's page went before product page \(product)")
      _ = copies.load(product, count: size) { _ in true }
      #expect(copies.page(product - 1, count: size) == nil || product == 1)
    }
    #expect(copies.page(0, count: size) != nil && copies.page(4, count: size) != nil)
    #expect(copies.loads == 5)
  }

  /// Reads of a page held count too: past their budget the held page is no longer given.
  @Test func manyReadsOfHeldPagesSpendTheBudget() {
    var copies = IndexPageCopies(slots: 1)
    let size = CatalogIndexFile.pageSize
    _ = copies.load(3, count: size) { _ in true }
    var given = 0
    while copies.page(3, count: size) != nil { given += 1 }
    #expect(given == IndexPageCopies.readBudget && copies.isSpent)
    #expect(copies.load(4, count: size) { _ in true } == nil)
  }
}
