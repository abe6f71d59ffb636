import BusinessLogic
import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A command that prints a page reads only what it prints (`CatalogIndex.quickPage`): the lists
/// of its search, a stored order, the page's ranges. Its answer must be the rule's answer, for
/// every search the lists can answer exactly, every category, sort and page; and it must check
/// every block it reads, and only those.
@Suite struct CatalogIndexQuickTests {
  /// The generated catalog's index with every order and its lists, as a cache build leaves it.
  static let complete: CatalogIndex = {
    var index = CatalogIndexStoreTests.orderedIndex()
    if let grams = index.gramsToMake() { index.adopt(grams) }
    return index
  }()

  static func encoded() throws -> (bytes: [UInt8], identity: FileIdentity) {
    let identity = try #require(FileIdentity.current(of: CatalogFiles.products.path))
    return (CatalogIndexFile.encode(complete, identity: identity), identity)
  }

  /// The index as a command opens it from the cache: only its frame checked.
  /// Mapped from a file, as a command opens it: what a search reads from the file rather than
  /// through the map is read from this one.
  static func opened(_ bytes: [UInt8], _ identity: FileIdentity, fileSize: Int = 10_000) throws -> CatalogIndex {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("index-\(UUID().uuidString)").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    defer { close(descriptor) }
    return try #require(
      CatalogIndexFile.open(
        mapping: descriptor, size: bytes.count, identity: identity, sample: { identity.contentSample },
        fileSize: fileSize))
  }

  /// Needles of up to three bytes (the strings' own lists), of a word's letters (the words'
  /// lists), non-ASCII, composed and decomposed, matching nothing; and across words and
  /// punctuation, which the lists answer with candidates whose text is then read.
  static let exactNeedles = ["p", "ph", "pho", "phone", "émincé", "mincé", "e\u{301}", "1", "12", "apple", "zzzz", "É"]
  static let textNeedles = ["apple w", "émincé 1", "e 1", "s, a", "phone 1", "'s ", "x y z"]

  /// With stretches of 7 places too, walks cross from one stretch to the next (and a walk down
  /// a search's matches goes back up a group of equal keys across them); and then a search
  /// across words checks its candidates on two cores.
  @Test(arguments: [8192, 7])
  func everyPageIsTheRulesPage(walkStretch: Int) throws {
    let (bytes, identity) = try Self.encoded()
    var index = try Self.opened(bytes, identity)
    index.walkStretch = walkStretch
    if walkStretch < 8 { index.parallelCandidates = 2 }
    let products = CatalogIndexOrderTests.products
    let categories: [CategorySlug?] = [nil, CategorySlug("zz-1"), CategorySlug("ZZ-2"), products.first?.category]
    let sorts: [ProductSort?] = [nil] + CatalogIndexOrderTests.sorts
    let pages: [(skip: Int, limit: Int)] = [(0, 0), (0, 5), (7, 3), (1_190, 20), (100_000, 5)]
    var answered = 0
    var answeredAcross = 0
    var matchedSome = false
    for (number, needle) in (Self.exactNeedles + Self.textNeedles + [""]).enumerated() {
      for category in categories {
        for (place, sort) in sorts.enumerated() {
          let page = pages[(number + place) % pages.count]
          let query = CatalogQuery(
            searchText: needle, category: category, sort: sort, limit: page.limit, skip: page.skip)
          let candidates = index.grams?.candidates(for: Array(needle.lowercased().utf8))?.positions.count ?? 0
          guard let quick = index.quickPage(query) else {
            // Only a needle across words whose candidates are much of the catalog is left to
            // the whole index.
            #expect(Self.textNeedles.contains(needle) && candidates > index.count / 16, "\(query)")
            continue
          }
          if Self.textNeedles.contains(needle) { answeredAcross += 1 }
          answered += 1
          let expected = ProductQueryEvaluator().evaluate(query, over: products)
          #expect(quick.positions.map { index.ids[$0] } == expected.products.map { $0.id.rawValue }, "\(query)")
          #expect(quick.total == expected.total && quick.skip == expected.skip, "\(query)")
          matchedSome = matchedSome || (expected.total > 0 && expected.total < products.count)
        }
      }
    }
    #expect(answered - answeredAcross == (Self.exactNeedles.count + 1) * categories.count * sorts.count)
    #expect(answeredAcross >= 3 * categories.count * sorts.count, "most needles across words are answered here")
    #expect(matchedSome)
    #expect(!index.isDamaged)
  }

  /// Without a search, every page of every order (and of none), in every category and none, is
  /// the rule's: deep pages start at their skip, and must start at the right place. With runs of
  /// rising positions read back a page of the order (a group's start is looked for from there),
  /// two places (most runs go past that), or not at all.
  @Test(arguments: [8192, 7], [1024, 2, 0])
  func everyPageWithoutASearchIsTheRulesPage(walkStretch: Int, risingRunReach: Int) throws {
    let (bytes, identity) = try Self.encoded()
    var index = try Self.opened(bytes, identity)
    index.walkStretch = walkStretch
    index.risingRunReach = risingRunReach
    let products = CatalogIndexOrderTests.products
    let categories: [CategorySlug?] = [nil, CategorySlug("zz-1"), products.first?.category]
    for category in categories {
      for sort in [nil] + CatalogIndexOrderTests.sorts {
        for (skip, limit) in [(0, 5), (1, 3), (10, 5), (37, 20), (599, 7), (1_199, 3), (5_000, 2)] {
          let query = CatalogQuery(category: category, sort: sort, limit: limit, skip: skip)
          let quick = try #require(index.quickPage(query), "\(query)")
          let expected = ProductQueryEvaluator().evaluate(query, over: products)
          #expect(quick.positions.map { index.ids[$0] } == expected.products.map { $0.id.rawValue }, "\(query)")
          #expect(quick.total == expected.total, "\(query)")
        }
      }
    }
    #expect(!index.isDamaged)
  }

  /// The words' lists find what the sweep of the text finds, for every needle of a word's
  /// letters: parts of words from the catalog's titles, from the start, the middle and the end.
  @Test func theWordsFindWhatTheTextHolds() throws {
    let words = try #require(Self.complete.grams?.words)
    var sweep = CatalogIndexOrderTests.index
    #expect(sweep.grams == nil)
    let titles = CatalogIndexOrderTests.products.prefix(200).flatMap { $0.title.split(separator: " ") }
    var needles = Set(["phone", "ÉMINCÉ", "mince\u{301}", "zzzzz", "1234567"])
    for word in titles where word.count >= 4 {
      needles.insert(String(word))
      needles.insert(String(word.dropFirst()))
      needles.insert(String(word.dropLast()))
    }
    var checked = 0
    for needle in needles.sorted() {
      let query = CatalogQuery(searchText: needle, limit: 0)
      guard let folded = ProductFilter(query).search.needle, let found = words.matches(for: folded) else { continue }
      checked += 1
      #expect(found.positions == sweep.matchingPositions(query), "\(needle)")
    }
    #expect(checked >= 20)
    #expect(words.matches(for: Array("apple w".utf8)) == nil, "a space is never within a word")
  }

  @Test func aProductIsFoundByItsIDFromTheOrderByID() throws {
    let (bytes, identity) = try Self.encoded()
    let index = try Self.opened(bytes, identity)
    for position in [0, 1, 599, index.count - 1] {
      #expect(index.quickPosition(of: ProductID(index.ids[position])) == .found(position))
    }
    #expect(index.quickPosition(of: ProductID(0)) == .absent)
    #expect(index.quickPosition(of: ProductID(999_999)) == .absent)
    // Without the order by id, the ids themselves (ascending here) are bisected; an id not
    // found that way may still be elsewhere.
    let plain = CatalogIndexOrderTests.index
    #expect(plain.quickPosition(of: ProductID(plain.ids[77])) == .found(77))
    #expect(plain.quickPosition(of: ProductID(999_999)) == .unknown)
  }

  /// A page of twenty sorted products reads a few pages of a file of many: the pages it
  /// checks are a small part of them.
  @Test func aPageChecksOnlyThePagesItReads() throws {
    let (bytes, identity) = try Self.encoded()
    let index = try Self.opened(bytes, identity)
    let file = try #require(index.ids.file)
    // Opening reads no column: not even the names, read when first asked for (`ReadOnce`).
    #expect(file.checkedPages.checked == 0)
    let quick = try #require(index.quickPage(CatalogQuery(sort: ProductSort(field: .price), limit: 20)))
    #expect(quick.positions.count == 20)
    let (checked, pages) = file.checkedPages
    #expect(pages >= 10 && checked > 0 && checked * 3 < pages, "\(checked) of \(pages)")
    #expect(index.checkWhole())
    #expect(file.checkedPages == (pages, pages))
  }

  /// A flipped byte in a block the page reads (its order by price) is found by the page; one in
  /// a block it does not read (the folded text) is not read, so the page is right, and the
  /// whole check, which reads it, finds it.
  @Test func aFlippedByteIsFoundWhereItIsRead() throws {
    let (bytes, identity) = try Self.encoded()
    let sections = try #require(bytes.withUnsafeBytes { CatalogIndexFile.sections(of: $0) })
    let query = CatalogQuery(sort: ProductSort(field: .price), limit: 5)
    let expected = ProductQueryEvaluator().evaluate(query, over: CatalogIndexOrderTests.products)

    let order = try #require(sections[.order(.price)])
    var used = bytes
    used[order.lowerBound + 1] ^= 0x40
    let usedIndex = try Self.opened(used, identity)
    _ = usedIndex.quickPage(query)
    #expect(usedIndex.isDamaged)

    let folded = try #require(sections[.folded])
    var unused = bytes
    // The middle of the folded text, blocks away from the sections the page reads.
    #expect(folded.count > 2 * CatalogIndexFile.blockSize)
    unused[folded.lowerBound + folded.count / 2] ^= 0x01
    let unusedIndex = try Self.opened(unused, identity)
    let quick = try #require(unusedIndex.quickPage(query))
    #expect(!unusedIndex.isDamaged)
    #expect(quick.positions.map { unusedIndex.ids[$0] } == expected.products.map(\.id.rawValue))
    #expect(!unusedIndex.checkWhole() && unusedIndex.isDamaged)
  }

  /// A category's page is read from that category's stretch of the orders cut by category:
  /// every field's order is kept so, and the page checks a few blocks of the file.
  @Test func aCategorysPageReadsItsOwnStretch() throws {
    let (bytes, identity) = try Self.encoded()
    let index = try Self.opened(bytes, identity)
    let cut = try #require(index.categoryOrders)
    #expect(Set(cut.orders.keys) == Set(ProductSortField.allCases))
    let file = try #require(index.ids.file)
    let category = try #require(CatalogIndexOrderTests.products.last?.category)
    let query = CatalogQuery(category: category, sort: ProductSort(field: .rating, order: .descending), limit: 20)
    let quick = try #require(index.quickPage(query))
    let expected = ProductQueryEvaluator().evaluate(query, over: CatalogIndexOrderTests.products)
    #expect(quick.positions.map { index.ids[$0] } == expected.products.map(\.id.rawValue))
    #expect(quick.total == expected.total)
    let (checked, pages) = file.checkedPages
    #expect(checked * 2 < pages, "\(checked) of \(pages)")
    #expect(index.checkWhole(), "the whole check finds every stretch holding its category")
  }

  /// A stretch naming a product of another category (a file whose checksums were made to
  /// match) is found as the page reads it, and by the whole check.
  @Test func aStretchNamingAnotherCategorysProductIsDamage() throws {
    var (bytes, identity) = try Self.encoded()
    let index = try Self.opened(bytes, identity)
    let cut = try #require(index.categoryOrders)
    let sections = try #require(bytes.withUnsafeBytes { CatalogIndexFile.sections(of: $0) })
    let section = try #require(sections[.categoryOrder(.price)])
    let code = Int(index.categoryCodes[0])
    let stretch = try #require(cut.stretch(of: code, count: index.count))
    let stranger = try #require((0..<index.count).first { Int(index.categoryCodes[$0]) != code })
    // The first product of the category's stretch becomes one of another category.
    let offset = section.lowerBound + 4 * stretch.lowerBound
    withUnsafeBytes(of: Int32(stranger).littleEndian) { bytes.replaceSubrange(offset..<(offset + 4), with: $0) }
    try Self.resealPage(containing: offset, of: &bytes)
    let forged = try Self.opened(bytes, identity)
    let query = CatalogQuery(category: index.category(at: 0), sort: ProductSort(field: .price), limit: 3)
    #expect(forged.quickPage(query) == nil)
    #expect(forged.isDamaged)
    #expect(!(try Self.opened(bytes, identity)).checkWhole())
  }

  /// A search across words reads its candidates' text, each block checked as it is read: a
  /// flipped byte in a match's text is found by the page.
  @Test func aSearchAcrossWordsChecksTheTextItReads() throws {
    let (bytes, identity) = try Self.encoded()
    let query = CatalogQuery(searchText: "apple w", sort: ProductSort(field: .price), limit: 5)
    let index = try Self.opened(bytes, identity)
    let quick = try #require(index.quickPage(query))
    let position = try #require(quick.positions.first)
    #expect(!index.isDamaged)

    let sections = try #require(bytes.withUnsafeBytes { CatalogIndexFile.sections(of: $0) })
    let folded = try #require(sections[.folded])
    var flipped = bytes
    flipped[folded.lowerBound + index.foldedStarts[2 * position]] ^= 0x01
    let flippedIndex = try Self.opened(flipped, identity)
    _ = flippedIndex.quickPage(query)
    #expect(flippedIndex.isDamaged)
  }

  /// Two cores, each checking one half of a search's candidates, find what one core finds and
  /// what the rule finds; and the second core checks what it reads: a flipped byte in the text
  /// of the last match is found.
  @Test func twoCoresFindWhatOneFinds() throws {
    let (bytes, identity) = try Self.encoded()
    var one = try Self.opened(bytes, identity)
    one.parallelCandidates = .max
    var two = try Self.opened(bytes, identity)
    two.parallelCandidates = 2
    var split: [(needle: [UInt8], last: Int)] = []
    for text in Self.textNeedles {
      let needle = try #require(ProductFilter(CatalogQuery(searchText: text)).search.needle)
      let candidates = try #require(two.grams?.candidates(for: needle)).positions
      guard candidates.count >= 2, candidates.count <= two.count / 16 else { continue }
      let found = try #require(two.exactMatches(for: needle))
      #expect(found == one.exactMatches(for: needle), "\(text)")
      let expected = ProductQueryEvaluator().evaluate(
        CatalogQuery(searchText: text, limit: 0), over: CatalogIndexOrderTests.products)
      #expect(Set(found.positions.map { two.ids[$0] }) == Set(expected.products.map { $0.id.rawValue }), "\(text)")
      if let last = found.positions.last { split.append((needle, last)) }
    }
    #expect(split.count >= 3, "most needles across words are checked on two cores here")
    #expect(!two.isDamaged)

    let (needle, last) = try #require(split.first)
    let folded = try #require(bytes.withUnsafeBytes { CatalogIndexFile.sections(of: $0) }?[.folded])
    var flipped = bytes
    flipped[folded.lowerBound + two.foldedStarts[2 * last]] ^= 0x01
    var damaged = try Self.opened(flipped, identity)
    damaged.parallelCandidates = 2
    _ = damaged.exactMatches(for: needle)
    #expect(damaged.isDamaged)
  }

  /// A page's checksum is itself checked, against its block's: a changed page whose own
  /// checksum was made to match, but not its block's, is found as it is read.
  @Test func aPagesChecksumIsCheckedAgainstItsBlocks() throws {
    var (bytes, identity) = try Self.encoded()
    let sections = try #require(bytes.withUnsafeBytes { CatalogIndexFile.sections(of: $0) })
    let order = try #require(sections[.order(.price)])
    // The cheapest product becomes its neighbour: still a product, so only the sums tell.
    bytes[order.lowerBound] ^= 0x01
    try Self.resealPage(containing: order.lowerBound, of: &bytes, blockToo: false)
    let query = CatalogQuery(sort: ProductSort(field: .price), limit: 5)
    let forged = try Self.opened(bytes, identity)
    _ = forged.quickPage(query)
    #expect(forged.isDamaged)
    #expect(!(try Self.opened(bytes, identity)).checkWhole())
    // Made to match all the way up, the same change is read as the file's own.
    try Self.resealPage(containing: order.lowerBound, of: &bytes)
    let resealed = try Self.opened(bytes, identity)
    _ = resealed.quickPage(query)
    #expect(!resealed.isDamaged)
  }

  /// An order naming a product that is not there (a file whose checksums were made to match)
  /// is found as it is read: never a crash, and the page is refused.
  @Test func anOrderNamingNoProductIsDamage() throws {
    var index = CatalogIndexOrderTests.index
    index.adopt(index.orders(for: CatalogIndex.sortsOrderedAhead))
    let identity = try #require(FileIdentity.current(of: CatalogFiles.products.path))
    var bytes = CatalogIndexFile.encode(index, identity: identity)
    let sections = try #require(bytes.withUnsafeBytes { CatalogIndexFile.sections(of: $0) })
    let order = try #require(sections[.order(.stock)])
    // The first entry names product 2^30; the block's checksum is made to match again.
    bytes.replaceSubrange(order.lowerBound..<(order.lowerBound + 4), with: [0, 0, 0, 0x40])
    try Self.resealPage(containing: order.lowerBound, of: &bytes)
    let opened = try Self.opened(bytes, identity)
    #expect(opened.quickPage(CatalogQuery(sort: ProductSort(field: .stock), limit: 3)) == nil)
    #expect(opened.isDamaged)
  }

  /// The same, read by a search's walk down an order (which copies the order a stretch at a
  /// time): the last entry names no product, and the page is refused.
  @Test func anOrderNamingNoProductIsDamageToASearchWalkingItDown() throws {
    let (original, identity) = try Self.encoded()
    var bytes = original
    let sections = try #require(bytes.withUnsafeBytes { CatalogIndexFile.sections(of: $0) })
    let order = try #require(sections[.order(.stock)])
    bytes.replaceSubrange((order.upperBound - 4)..<order.upperBound, with: [0, 0, 0, 0x40])
    try Self.resealPage(containing: order.upperBound - 4, of: &bytes)
    let query = CatalogQuery(searchText: "e", sort: ProductSort(field: .stock, order: .descending), limit: 3)
    let sound = try Self.opened(original, identity)
    #expect(sound.quickPage(query)?.positions.count == 3)
    let opened = try Self.opened(bytes, identity)
    #expect(opened.quickPage(query) == nil)
    #expect(opened.isDamaged)
  }

  /// The same, read back along the run of rising positions a descending page's top group lies
  /// in (`risingRunStart`): an entry of the run names no product, past the last or below the
  /// first. The page is the sound file's, found without that entry, or refused as damage; never
  /// one the entry moved.
  @Test(arguments: [2, 10, 20], [[0, 0, 0, 0x40], [0xFF, 0xFF, 0xFF, 0xFF]] as [[UInt8]])
  func anOrderNamingNoProductInARunReadBackMovesNoPage(fromTheEnd entry: Int, value: [UInt8]) throws {
    let (original, identity) = try Self.encoded()
    var bytes = original
    let sections = try #require(bytes.withUnsafeBytes { CatalogIndexFile.sections(of: $0) })
    // Its last category's products are many: the page shows the first three of them, not these.
    let order = try #require(sections[.order(.category)])
    let place = order.upperBound - 4 * entry
    bytes.replaceSubrange(place..<(place + 4), with: value)
    try Self.resealPage(containing: place, of: &bytes)
    let query = CatalogQuery(sort: ProductSort(field: .category, order: .descending), limit: 3)
    let sound = try #require(try Self.opened(original, identity).quickPage(query))
    #expect(sound.positions.count == 3)
    let opened = try Self.opened(bytes, identity)
    if let page = opened.quickPage(query) {
      #expect(page == sound && !opened.isDamaged)
    } else {
      #expect(opened.isDamaged)
    }
  }

  /// The categories' counts read only the codes, checked as they are read: a code naming no
  /// category (in a file whose checksums were made to match) refuses the counts as damage.
  @Test func aCategoryCodeNamingNoCategoryIsDamageToTheCounts() throws {
    let (original, identity) = try Self.encoded()
    let sound = try Self.opened(original, identity)
    #expect(sound.categories() == CategoryTally().categories(of: CatalogIndexOrderTests.products))
    #expect(!sound.isDamaged)
    var bytes = original
    let sections = try #require(bytes.withUnsafeBytes { CatalogIndexFile.sections(of: $0) })
    let codes = try #require(sections[.categoryCodes])
    let place = codes.lowerBound + 4 * 700
    bytes.replaceSubrange(place..<(place + 4), with: [0xFF, 0, 0, 0])
    try Self.resealPage(containing: place, of: &bytes)
    let opened = try Self.opened(bytes, identity)
    #expect(opened.categories() == nil)
    #expect(opened.isDamaged)
  }

  /// Writes the checksum of the page holding `offset` where the file keeps it, then (unless
  /// not `blockToo`) the checksum of its block's page checksums, then (unless not `groupToo`)
  /// that of its group's block checksums into the table and the trailer's checksum after it, as
  /// someone forging a file would.
  static func resealPage(
    containing offset: Int, of bytes: inout [UInt8], blockToo: Bool = true, groupToo: Bool = true
  ) throws {
    let size = bytes.count
    func int(at place: Int) -> Int {
      bytes.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: place, as: Int64.self)) }
    }
    func put(_ value: UInt64, at place: Int) {
      withUnsafeBytes(of: value.littleEndian) { bytes.replaceSubrange(place..<(place + 8), with: $0) }
    }
    func checksum(_ range: Range<Int>) -> UInt64 {
      var checksum = CatalogIndexFile.Checksum()
      bytes[range].withUnsafeBytes { checksum.add($0) }
      return checksum.value
    }
    let directoryOffset = int(at: size - 16)
    let sectionCount = CatalogIndexFile.Section.allCases.count
    let dataEnd = int(at: directoryOffset + 8 + 16 * sectionCount)
    let page = offset / CatalogIndexFile.pageSize
    let pageStart = page * CatalogIndexFile.pageSize
    put(checksum(pageStart..<min(dataEnd, pageStart + CatalogIndexFile.pageSize)), at: dataEnd + 8 * page)
    guard blockToo else { return }
    let pageCount = (dataEnd + CatalogIndexFile.pageSize - 1) / CatalogIndexFile.pageSize
    let blocksAt = dataEnd + 8 * pageCount
    let block = page / CatalogIndexFile.pagesPerBlock
    let sumsStart = dataEnd + 8 * CatalogIndexFile.pagesPerBlock * block
    let sums = sumsStart..<min(blocksAt, sumsStart + 8 * CatalogIndexFile.pagesPerBlock)
    put(checksum(sums), at: blocksAt + 8 * block)
    guard groupToo else { return }
    let group = block / CatalogIndexFile.blocksPerGroup
    let blocksStart = blocksAt + 8 * CatalogIndexFile.blocksPerGroup * group
    let blocks = blocksStart..<min(directoryOffset, blocksStart + 8 * CatalogIndexFile.blocksPerGroup)
    put(checksum(blocks), at: directoryOffset + 16 + 16 * sectionCount + 8 + 8 * group)
    put(checksum(directoryOffset..<(size - 8)), at: size - 8)
    #expect(bytes.withUnsafeBytes { CatalogIndexFile.sections(of: $0) } != nil)
  }
}
