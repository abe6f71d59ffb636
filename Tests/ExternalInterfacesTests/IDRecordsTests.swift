import DomainEntities
import Foundation
import Synchronization
import Testing

@testable import ExternalInterfaces

/// `show` finds a product's bytes in the id records (`IDRecords`): one read of two sealed
/// records where the catalog numbers its products in order, the first of equal ids, absence
/// proved; and a record that is not the columns' is damage, where it is read and in the whole check.
@Suite struct IDRecordsTests {
  /// Records of `ids` (ascending, as the order by id lists them), each product's bytes made
  /// from its place, in memory.
  static func records(_ ids: [Int]) -> IDRecords {
    let width = IDRecords.width
    var words = [Int](repeating: 0, count: width * ids.count)
    words.withUnsafeMutableBufferPointer { words in
      for (place, id) in ids.enumerated() {
        IDRecords.write(
          id: id, range: (10 * place)..<(10 * place + 7), at: place,
          to: UnsafeMutableBufferPointer(rebasing: words[(width * place)..<(width * place + width)]))
      }
    }
    return IDRecords(words: IndexColumn(words))
  }

  @Test func anIDIsFoundWhereverItStandsAndTheFirstOfEqualIDs() {
    let ids = [2, 3, 3, 3, 8, 9, 40, 41, 1_000, 1_001]
    let records = Self.records(ids)
    for (place, id) in ids.enumerated() where place == ids.firstIndex(of: id) {
      // Guessed right, guessed wrong, and guessed outside the records.
      for guess in [place, (place + 5) % ids.count, -1, 99] {
        #expect(records.lookup(id, guess: guess, catalogSize: 10_000) == .found((10 * place)..<(10 * place + 7)))
      }
    }
    for absent in [0, 1, 4, 39, 999, 1_002, Int.max] {
      #expect(records.lookup(absent, guess: absent - 1, catalogSize: 10_000) == .absent, "\(absent)")
    }
    // A range beyond the catalog's end cannot be the product's.
    #expect(records.lookup(1_001, guess: 9, catalogSize: 95) == .unknown)
  }

  /// Stored, a product of a catalog numbered in order is found by one read of 64 bytes: no page
  /// of the file copied in, its range the column's.
  @Test func aStoredIndexFindsAProductByOneRead() throws {
    let (bytes, identity) = try CatalogIndexQuickTests.encoded()
    let complete = CatalogIndexQuickTests.complete
    for position in [0, 1, 599, complete.count - 1] {
      let index = try CatalogIndexQuickTests.opened(bytes, identity)
      let file = try #require(index.ids.file)
      let id = ProductID(complete.ids[position])
      #expect(index.quickRange(of: id) == .found(complete.range(at: position)), "\(position)")
      #expect(file.readsAlone.load(ordering: .relaxed) == 1)
      #expect(file.pageCopies.withLock { $0.loads } == 0)
      #expect(!index.isDamaged)
    }
    let index = try CatalogIndexQuickTests.opened(bytes, identity)
    #expect(index.quickRange(of: ProductID(0)) == .absent)
    #expect(index.quickRange(of: ProductID(999_999)) == .absent)
    #expect(index.checkWhole())
    #expect(complete.idRecords == nil, "an index built in memory finds ids by its columns")
    #expect(complete.quickRange(of: ProductID(complete.ids[7])) == .found(complete.range(at: 7)))
  }

  /// A record changed where its page's checksums were made to match, and a record sealed anew
  /// that names other bytes than the columns: the first is refused where it is read, through the
  /// map too; the second by the whole check.
  @Test func aRecordThatIsNotTheColumnsIsDamage() throws {
    let (bytes, identity) = try CatalogIndexQuickTests.encoded()
    let complete = CatalogIndexQuickTests.complete
    let sections = try #require(bytes.withUnsafeBytes { CatalogIndexFile.sections(of: $0) })
    let section = try #require(sections[.idRecords])
    let place = 300
    let at = section.lowerBound + 8 * IDRecords.width * place
    let id = ProductID(complete.ids[place])
    #expect(complete.position(of: id) == place, "the test catalog numbers its products in order")
    var changed = bytes
    changed[at + 8] ^= 1  // its start
    try CatalogIndexQuickTests.resealPage(containing: at, of: &changed)
    for throughTheMap in [false, true] {
      let index = try CatalogIndexQuickTests.opened(changed, identity)
      let file = try #require(index.ids.file)
      if throughTheMap { file.copying.store(false, ordering: .relaxed) }
      #expect(index.quickRange(of: id) == .unknown, "through the map: \(throughTheMap)")
      let damaged = index.isDamaged
      #expect(damaged, "through the map: \(throughTheMap)")
    }
    ListingRecordsTests.reseal(record: place, in: section, of: &changed, width: IDRecords.width)
    try CatalogIndexQuickTests.resealPage(containing: at, of: &changed)
    let forged = try CatalogIndexQuickTests.opened(changed, identity)
    #expect(forged.quickRange(of: id) != .found(complete.range(at: place)), "read as written")
    #expect(!(try CatalogIndexQuickTests.opened(changed, identity)).checkWhole())
  }
}
