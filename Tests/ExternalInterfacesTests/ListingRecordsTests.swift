import BusinessLogic
import DomainEntities
import Foundation
import Synchronization
import Testing

@testable import ExternalInterfaces

/// A stored index keeps each product's listed values twice: in the columns that scans and sorts
/// read, and side by side in a record that a listing reads (`ListingRecords`). The two forms
/// must agree, for products without a brand, rating or stock and for non-ASCII titles, and the
/// whole check must refuse a file where they do not.
@Suite struct ListingRecordsTests {
  static let index = CatalogIndexOrderTests.index

  /// The index with `words` for its records.
  static func index(withRecords words: [Int]) -> CatalogIndex {
    let index = Self.index
    return CatalogIndex(
      ids: index.ids, rangeStarts: index.rangeStarts, rangeEnds: index.rangeEnds, prices: index.prices,
      discounts: index.discounts, ratings: index.ratings, stocks: index.stocks, titles: index.titles,
      categoryCodes: index.categoryCodes, categoryNames: index.categoryNameSource, brandCodes: index.brandCodes,
      brandNames: index.brandNameSource, folded: index.folded, foldedStarts: index.foldedStarts,
      listing: ListingRecords(words: IndexColumn(words)))
  }

  /// The records the index's columns make, as a file keeps them.
  static var records: [Int] {
    let width = ListingRecords.width
    var words = [Int](repeating: 0, count: width * index.count)
    words.withUnsafeMutableBufferPointer { words in
      for position in 0..<index.count {
        let at = width * position
        let values = index.listedValues(at: position)
        index.titles.bytes.withValues(of: values.title) { title in
          ListingRecords.write(
            values, title: ListingRecords.inlines(values.title) ? title : nil, at: position,
            to: UnsafeMutableBufferPointer(rebasing: words[at..<(at + width)]))
        }
      }
    }
    return words
  }

  /// `index` stored, then opened as a command opens it: mapped, only its frame checked.
  static func stored(_ index: CatalogIndex = index) throws -> CatalogIndex {
    let identity = try #require(FileIdentity.current(of: CatalogFiles.products.path))
    return try CatalogIndexQuickTests.opened(CatalogIndexFile.encode(index, identity: identity), identity)
  }

  @Test func aStoredIndexListsEachProductFromItsRecordAsTheColumnsDo() throws {
    let stored = try Self.stored()
    let listing = try #require(stored.listing)
    #expect(listing.count == Self.index.count)
    for position in 0..<Self.index.count {
      #expect(listing.values(at: position) == Self.index.listedValues(at: position), "\(position)")
      #expect(stored.product(at: position) == Self.index.product(at: position), "\(position)")
    }
    #expect(Self.index.listing == nil, "an index built in memory lists from its columns")
    #expect(!stored.isDamaged)
  }

  /// A title that fits is read from its record, one that does not from the titles' bytes (its
  /// record holding none of it): either way the product listed is the columns' product.
  @Test func aShortTitleIsReadFromTheRecordALongOneFromTheTitles() throws {
    let long = String(repeating: "Très long titre ", count: 5)
    let data = try FastPathAgreementTests.generated(40) { position in
      position % 2 == 0 ? ["title": "\(long)\(position)"] : ["title": "Court \(position)"]
    }
    let products = try JSONDecoder().decode([ProductDTO].self, from: data).map { $0.toDomain() }
    let index = CatalogIndex(products: products, ranges: products.indices.map { $0..<($0 + 1) })
    let stored = try Self.stored(index)
    let listing = try #require(stored.listing)
    for position in 0..<index.count {
      let title = products[position].title
      let fits = title.utf8.count <= ListingRecords.titleBytes
      #expect(fits == (position % 2 == 1), "\(position)")
      #expect(listing.listed(at: position)?.title == (fits ? title : nil), "\(position)")
      #expect(stored.product(at: position) == index.product(at: position), "\(position)")
      #expect(stored.product(at: position).title == title)
    }
    #expect(!stored.isDamaged)
  }

  @Test func theWholeCheckRefusesRecordsThatDisagreeWithTheColumns() {
    let records = Self.records
    #expect(CatalogIndexFile.isConsistent(Self.index(withRecords: records), fileSize: 10_000))
    let width = ListingRecords.width
    // Product 9 has no rating, brand or stock: each of its words in turn made another value,
    // its title's bytes and the zeros after them among them.
    #expect(Self.index.titles.range(at: 9).count < ListingRecords.titleBytes - 8)
    for word in 0..<width {
      var changed = records
      changed[width * 9 + word] ^= 1
      #expect(!CatalogIndexFile.isConsistent(Self.index(withRecords: changed), fileSize: 10_000), "word \(word)")
    }
    #expect(!CatalogIndexFile.isConsistent(Self.index(withRecords: Array(records.dropLast(width))), fileSize: 10_000))
  }

  @Test func aRecordPastTheEndOrWithItsTitleBackwardsReadsAsNone() throws {
    var words = Array(Self.records.prefix(2 * ListingRecords.width))
    let records = ListingRecords(words: IndexColumn(words))
    #expect(records.values(at: 1) != nil)
    #expect(records.values(at: 2) == nil && records.values(at: -1) == nil)
    words.swapAt(ListingRecords.width + 5, ListingRecords.width + 6)
    #expect(words[ListingRecords.width + 5] > words[ListingRecords.width + 6])
    #expect(ListingRecords(words: IndexColumn(words)).values(at: 1) == nil)
    // Read from a file, a record past the end marks the file damaged.
    let stored = try Self.stored()
    #expect(stored.listing?.values(at: stored.count) == nil)
    #expect(stored.isDamaged)
  }

  /// A category's page read from a stored index: the walk checks each product's category in
  /// its record, and the listing after it reads no page more (the records it read are kept).
  @Test func aCategoryPagesListingReadsTheRecordsItsWalkRead() throws {
    let (bytes, identity) = try CatalogIndexQuickTests.encoded()
    let index = try CatalogIndexQuickTests.opened(bytes, identity)
    let file = try #require(index.ids.file)
    let query = CatalogQuery(category: index.category(at: 0), sort: ProductSort(field: .price), limit: 5)
    let page = try #require(index.quickPage(query))
    try #require(page.positions.count == 5)
    // The brands' names are read once, by the first product listed: read before counting.
    #expect(!index.brandNames.isEmpty)
    let loaded = file.pageCopies.withLock { $0.loads }
    let listed = page.positions.map { index.product(at: $0) }
    #expect(file.pageCopies.withLock { $0.loads } == loaded, "the listing read pages its walk had read")
    #expect(listed.map(\.id.rawValue) == page.positions.map { CatalogIndexQuickTests.complete.ids[$0] })
    #expect(listed.allSatisfy { $0.category == index.category(at: 0) } && !index.isDamaged)
  }

  /// A record naming another category than its product's stretch (in a file whose checksums
  /// were made to match) is found by the walk that reads it: the page is refused as damage.
  @Test func aRecordOfAnotherCategoryInTheStretchIsDamage() throws {
    var (bytes, identity) = try CatalogIndexQuickTests.encoded()
    let index = try CatalogIndexQuickTests.opened(bytes, identity)
    let query = CatalogQuery(category: index.category(at: 0), sort: ProductSort(field: .price), limit: 3)
    let first = try #require(index.quickPage(query)?.positions.first)
    let other = try #require((0..<index.count).first { index.categoryCodes[$0] != index.categoryCodes[first] })
    let sections = try #require(bytes.withUnsafeBytes { CatalogIndexFile.sections(of: $0) })
    let listing = try #require(sections[.listing])
    // The record's eighth word holds its category code in its low four bytes.
    let place = listing.lowerBound + 8 * (ListingRecords.width * first + 7)
    withUnsafeBytes(of: index.categoryCodes[other].littleEndian) {
      bytes.replaceSubrange(place..<(place + 4), with: $0)
    }
    // Sealed again too: it is the walk's check of the category that must find it.
    Self.reseal(record: first, in: listing, of: &bytes)
    try CatalogIndexQuickTests.resealPage(containing: place, of: &bytes)
    let forged = try CatalogIndexQuickTests.opened(bytes, identity)
    #expect(forged.quickPage(query) == nil)
    let damaged = forged.isDamaged
    #expect(damaged)
  }

  /// A point read reads a record's 128 bytes alone, no page of the file copied in, and lists
  /// the product as the columns do.
  @Test func aPointReadReadsTheRecordAloneProvenByItsSeal() throws {
    let (bytes, identity) = try CatalogIndexQuickTests.encoded()
    let index = try CatalogIndexQuickTests.opened(bytes, identity)
    let file = try #require(index.ids.file)
    let listing = try #require(index.listing)
    let complete = CatalogIndexQuickTests.complete
    let loaded = file.pageCopies.withLock { $0.loads }
    for position in [0, complete.count / 2, complete.count - 1] {
      #expect(listing.values(at: position) == complete.listedValues(at: position), "\(position)")
    }
    #expect(file.pageCopies.withLock { $0.loads } == loaded, "a record read its page")
    #expect(!index.isDamaged)
  }

  /// Records read in the catalog's order, as a list without a sort reads them, are read by their
  /// pages after the first, each page serving the records after it; records far apart are read
  /// alone, whichever way a walk goes.
  @Test func recordsReadInTurnAreReadByTheirPages() throws {
    let (bytes, identity) = try CatalogIndexQuickTests.encoded()
    let complete = CatalogIndexQuickTests.complete
    for positions in [Array(0..<64), Array((0..<64).reversed())] {
      let index = try CatalogIndexQuickTests.opened(bytes, identity)
      let file = try #require(index.ids.file)
      let listing = try #require(index.listing)
      for position in positions {
        #expect(listing.values(at: position) == complete.listedValues(at: position), "\(position)")
      }
      #expect(file.readsAlone.load(ordering: .relaxed) == 1)
      // 64 records are 8 KiB: two pages, or three where they straddle one.
      #expect((2...3).contains(file.pageCopies.withLock { $0.loads }))
    }
    let index = try CatalogIndexQuickTests.opened(bytes, identity)
    let file = try #require(index.ids.file)
    let spread = [5, 700, 40, 1_100, 300]
    for position in spread { _ = index.listing?.values(at: position) }
    #expect(file.readsAlone.load(ordering: .relaxed) == spread.count)
    #expect(file.pageCopies.withLock { $0.loads } == 0)
    #expect(!index.isDamaged)
  }

  /// A record changed where its page's checksums were made to match is refused by its seal,
  /// read alone or through the map; so is a whole record, sealed, at another's place.
  @Test func aRecordWhoseSealDoesNotMatchIsDamage() throws {
    let (bytes, identity) = try CatalogIndexQuickTests.encoded()
    let sections = try #require(bytes.withUnsafeBytes { CatalogIndexFile.sections(of: $0) })
    let listing = try #require(sections[.listing])
    let recordBytes = 8 * ListingRecords.width
    let (target, source) = (3, 4)
    let at = listing.lowerBound + recordBytes * target
    var changed = bytes
    changed[at + 8 * 4] ^= 1  // its stock
    var moved = bytes
    moved.replaceSubrange(at..<(at + recordBytes), with: bytes[(at + recordBytes)..<(at + 2 * recordBytes)])
    #expect(source == target + 1)
    for (forged, name) in [(changed, "a value changed"), (moved, "another place's record")] {
      var forged = forged
      try CatalogIndexQuickTests.resealPage(containing: at, of: &forged)
      for throughTheMap in [false, true] {
        let index = try CatalogIndexQuickTests.opened(forged, identity)
        let file = try #require(index.ids.file)
        if throughTheMap { file.copying.store(false, ordering: .relaxed) }
        #expect(index.listing?.values(at: source) != nil, "\(name): its neighbour reads")
        let neighbourDamaged = index.isDamaged
        #expect(!neighbourDamaged, "\(name)")
        #expect(index.listing?.values(at: target) == nil, "\(name), through the map: \(throughTheMap)")
        let damaged = index.isDamaged
        #expect(damaged, "\(name), through the map: \(throughTheMap)")
      }
    }
  }

  /// Writes the seal of the record at `place` of a file's section of records `width` words
  /// long (`listing`, or the id records) anew.
  static func reseal(
    record place: Int, in section: Range<Int>, of bytes: inout [UInt8], width: Int = ListingRecords.width
  ) {
    let start = section.lowerBound + 8 * width * place
    let words = (0..<width).map { word in
      bytes.withUnsafeBytes {
        Int(Int64(littleEndian: $0.loadUnaligned(fromByteOffset: start + 8 * word, as: Int64.self)))
      }
    }
    let seal = start + 8 * (width - 1)
    withUnsafeBytes(of: Int64(words.withUnsafeBufferPointer { RecordSeal.of($0, at: place) }).littleEndian) {
      bytes.replaceSubrange(seal..<(seal + 8), with: $0)
    }
  }
}
