import DomainEntities
import Foundation
import Synchronization
import Testing

@testable import ExternalInterfaces

/// What an index reads from its file only when first asked for (`ReadOnce`): the names and
/// the lists of short strings. `show` asks for none of them.
@Suite struct ReadOnceTests {
  @Test func aValueIsReadOnceWhenFirstAskedForAndKept() {
    let reads = Atomic(0)
    let once = ReadOnce<[String]> {
      reads.add(1, ordering: .relaxed)
      return ["beauty", "laptops"]
    }
    #expect(reads.load(ordering: .relaxed) == 0)
    #expect(once.value == ["beauty", "laptops"])
    #expect(once.value == ["beauty", "laptops"])
    #expect(reads.load(ordering: .relaxed) == 1)
  }

  @Test func aValueInMemoryIsNeverRead() {
    #expect(ReadOnce(["beauty"]).value == ["beauty"])
  }

  /// Opening checks no page of the columns; the category names, once asked for, check their
  /// own pages, and `show`'s lookup by id reads no name.
  @Test func anIndexReadsItsNamesWhenFirstAskedFor() throws {
    let (bytes, identity) = try CatalogIndexQuickTests.encoded()
    let index = try CatalogIndexQuickTests.opened(bytes, identity)
    let file = try #require(index.ids.file)
    #expect(file.checkedPages.checked == 0)
    let position = try #require(index.position(of: ProductID(index.ids[5])))
    #expect(index.range(at: position) == index.rangeStarts[5]..<index.rangeEnds[5])
    let sections = try #require(bytes.withUnsafeBytes { CatalogIndexFile.sections(of: $0) })
    let names = try [CatalogIndexFile.Section.categoryNameBytes, .categoryNameStarts].flatMap { section in
      let range = try #require(sections[section])
      return (range.lowerBound / CatalogIndexFile.pageSize)...((range.upperBound - 1) / CatalogIndexFile.pageSize)
    }
    let beforeNames = file.checkedPages.checked
    #expect(index.categoryNames == CatalogIndexQuickTests.complete.categoryNames)
    #expect(file.checkedPages.checked - beforeNames <= Set(names).count)
    #expect(file.checkedPages.checked > beforeNames)
    #expect(index.grams != nil)
    #expect(!index.isDamaged)
  }

  /// Names whose starts do not rise, do not start at 0, or end short of their bytes (in a file
  /// whose checksums were made to match) open, but read as none when asked for, and the file is
  /// damaged: a category page is refused.
  @Test(arguments: [NameStartsDamage.notRising, .notFromZero, .shortOfTheEnd])
  func namesWhoseStartsDoNotFitAreDamageWhenRead(_ damage: NameStartsDamage) throws {
    let (original, identity) = try CatalogIndexQuickTests.encoded()
    var bytes = original
    let sections = try #require(bytes.withUnsafeBytes { CatalogIndexFile.sections(of: $0) })
    let starts = try #require(sections[.categoryNameStarts])
    let place =
      switch damage {
      case .notRising: starts.lowerBound + 8
      case .notFromZero: starts.lowerBound
      case .shortOfTheEnd: starts.upperBound - 8
      }
    let stored = bytes[place..<(place + 8)].reversed().reduce(0) { $0 << 8 | Int($1) }
    let written = damage == .notRising ? 0xFFFF : damage == .notFromZero ? 1 : stored - 1
    bytes.replaceSubrange(place..<(place + 8), with: (0..<8).map { UInt8(truncatingIfNeeded: written >> (8 * $0)) })
    try CatalogIndexQuickTests.resealPage(containing: place, of: &bytes)
    let opened = try CatalogIndexQuickTests.opened(bytes, identity)
    let damagedOnOpening = opened.isDamaged
    #expect(!damagedOnOpening)
    #expect(opened.categoryNames.isEmpty)
    let damagedOnceRead = opened.isDamaged
    #expect(damagedOnceRead)
    let query = CatalogQuery(category: CategorySlug("laptops"), sort: ProductSort(field: .price), limit: 3)
    let page = try CatalogIndexQuickTests.opened(bytes, identity)
    _ = page.quickPage(query)
    let pageFoundDamage = page.isDamaged
    #expect(pageFoundDamage)
  }
}

/// How a test damages the starts of an index's category names.
enum NameStartsDamage: Sendable { case notRising, notFromZero, shortOfTheEnd }
