import Dispatch
import DomainEntities
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The on-disk form of a `CatalogIndex`, laid out to be mapped and read in place: a magic word,
/// the identity of the catalog file it describes (device, inode, size, modification and change
/// times, and a sample of its content) and the catalog's path; then each column (`Section`) as
/// its values, little-endian, eight-byte aligned, an order on a page of its own (with the
/// orders, their runs, and the lists of short strings and of words, once a session has made
/// them); then a checksum of every page of 4 KiB of all that; then a checksum of every 16 pages'
/// checksums (a block of 64 KiB); then a directory of where each column lies, where the columns
/// end, a checksum of every 64 blocks' checksums (a group), and last the directory's offset and
/// a checksum of the directory and the groups'.
///
/// Opening checks the frame: the trailer, the directory, the identity and the columns' lengths.
/// The blocks' checksums and the values are checked as a command reads them (`IndexFileBytes`,
/// `CatalogIndex.checkWhole` for the steps that read most of it), so a damaged or foreign file is
/// never trusted: what read from it finds it damaged and the catalog is scanned as if there were
/// no index. Nothing is copied: the columns point into the map.
enum CatalogIndexFile {
  // 04: mapped in place, with a directory, checksums per block and the orders by field.
  // 05: the lists of short strings, whose form (bitmap or gaps) follows from their length by
  // `GramIndex.isBitmap`: a file of another rule would be misread, so it is refused and made again.
  // 06: blocks of 64 KiB, checked as they are read. 07: each order cut by category too.
  // 08: a checksum per page of 4 KiB, and per block of sixteen pages a checksum of theirs.
  // 09: the folded text composed (NFC), as the search rule now compares it.
  // 10: a checksum per group of blocks, so opening checks a kilobyte, not 8 bytes per block
  // (66 KB at a million products); and when the catalog was seen, so that a file unchanged
  // since long before needs no sample (`FileIdentity.isSettled(before:)`).
  // 11: where the runs of rising positions begin along each order, once a page (`OrderRuns`).
  // 12: each product's listed values side by side (`ListingRecords`); 13: a short title too;
  // 14: each record sealed by a checksum of its own, so that a point read reads it alone;
  // 15: the products in order of id, each one's id and bytes sealed (`IDRecords`).
  static let magic = Array("CATIDX15".utf8)
  /// The bytes each checksum covers: small, as a command checks each page it reads from (a
  /// search across words reads a few hundred bytes of text for each of thousands of products;
  /// a category's first page reads a value from some eighty places, each hashing its page).
  /// Not smaller: pages of 1 KiB made that page slower, their checksums four times as many
  /// places to fault in.
  static let pageSize = 4 << 10
  /// The pages whose checksums one block checksum covers (128 bytes of them).
  static let pagesPerBlock = 16
  static let blockSize = pageSize * pagesPerBlock
  /// The blocks whose checksums one checksum of the trailer covers: 512 bytes of block
  /// checksums, 4 MiB of the file. A category's page reads from a score of groups, each checked
  /// once; opening checks 8 bytes per group (1 KB at a million products).
  static let blocksPerGroup = 64

  static func encode(
    _ index: CatalogIndex, after edit: CatalogIndexEdit? = nil, identity: FileIdentity, catalogPath: String = ""
  ) -> [UInt8] {
    var encoded: [UInt8] = []
    _ = encode(index, after: edit, identity: identity, catalogPath: catalogPath) { chunk in
      encoded += chunk
      return true
    }
    return encoded
  }

  /// Encodes in chunks of about a megabyte handed to `output` (false stops), so a large index
  /// is never held twice; false when `output` stopped it. With an `edit`, what is written is the
  /// index of the file after that edit: its orders with the edited product placed anew, and the
  /// lists of an edit or an add with its product stale (`CatalogIndex.grams(after:)`).
  static func encode(
    _ index: CatalogIndex, after edit: CatalogIndexEdit? = nil, identity: FileIdentity, catalogPath: String = "",
    to output: (UnsafeRawBufferPointer) -> Bool
  ) -> Bool {
    encodeStampable(index, after: edit, identity: identity, catalogPath: catalogPath, to: output) != nil
  }

  /// The same, for an index written before its catalog's identity is known (an edit's, while
  /// the new version is copied): what stamps the identity in later (`stamp(_:with:)`), or nil
  /// when `output` stopped it.
  static func encodeStampable(
    _ index: CatalogIndex, after edit: CatalogIndexEdit? = nil, identity: FileIdentity = .placeholder,
    catalogPath: String = "", to output: (UnsafeRawBufferPointer) -> Bool
  ) -> Stamp? {
    var sections = SectionSource(index, after: edit)
    return withoutActuallyEscaping(output) { output in
      var writer = Writer(output: output)
      writer.append(magic)
      for value in header(identity) { writer.int(value) }
      let path = Array(catalogPath.utf8)
      writer.int(path.count)
      writer.append(path)
      for section in Section.allCases {
        writer.section(alignedTo: section.startsOnPage ? pageSize : 8) { sections.write(section, to: &$0) }
      }
      return writer.finish()
    }
  }

  /// The index in `file` (an index file's bytes, copied) if it is whole, consistent, and for the
  /// file with `identity`, whose size is `fileSize`: every block and value checked.
  static func decode(_ file: UnsafeRawBufferPointer, identity: FileIdentity, fileSize: Int) -> CatalogIndex? {
    open(IndexFileBytes(copying: file), identity: identity, sample: { identity.contentSample }, fileSize: fileSize)
      .flatMap { $0.checkWhole() ? $0 : nil }
  }

  /// The index in `file` (copied), its frame checked and the rest as it is read, as a command
  /// opens a stored one.
  static func open(_ file: UnsafeRawBufferPointer, identity: FileIdentity, fileSize: Int) -> CatalogIndex? {
    open(IndexFileBytes(copying: file), identity: identity, sample: { identity.contentSample }, fileSize: fileSize)
  }

  /// Where each section of an index file lies, once its frame holds (for tests and diagnostics).
  static func sections(of file: UnsafeRawBufferPointer) -> [Section: Range<Int>]? {
    Layout(IndexFileBytes(copying: file)).map { layout in
      Dictionary(uniqueKeysWithValues: Section.allCases.map { ($0, layout.range(of: $0)) })
    }
  }

  /// The index in the file open at `descriptor`, `size` bytes long, mapped: nothing of it is
  /// copied, and only its frame is checked (`open`). `sample` is asked only when the header
  /// cannot vouch for the content without it (`names(_:sample:)`).
  static func open(
    mapping descriptor: Int32, size: Int, identity: FileIdentity, sample: () -> UInt64?, fileSize: Int
  ) -> CatalogIndex? {
    guard let file = IndexFileBytes(mapping: descriptor, size: size) else { return nil }
    return open(file, identity: identity, sample: sample, fileSize: fileSize)
  }

  /// The index in `file` once its frame holds: the trailer's checksum over the directory and the
  /// table of group checksums, the identity, and every column's length against the others. The
  /// columns' values and blocks are checked as they are read, or all at once by `checkWhole`.
  private static func open(_ file: IndexFileBytes, identity: FileIdentity, sample: () -> UInt64?, fileSize: Int)
    -> CatalogIndex?
  {
    #if _endian(big)
      return nil  // The columns are read in place, as little-endian values.
    #else
      guard MemoryLayout<Int>.size == 8, let layout = Layout(file) else { return nil }
      file.expect(
        pageSumsAt: layout.dataEnd, blockSumsAt: layout.blocksAt, blockCount: layout.blockCount,
        groupSums: layout.groupSums)
      let reader = Reader(file: file, directory: layout.directory)
      guard names(layout.header, identity: identity, sample: sample),
        let ids = reader.column(.ids, of: Int.self), let rangeStarts = reader.column(.rangeStarts, of: Int.self),
        let rangeEnds = reader.column(.rangeEnds, of: Int.self), let prices = reader.column(.prices, of: Double.self),
        let discounts = reader.column(.discounts, of: Double.self),
        let ratings = reader.column(.ratings, of: Double.self), let stocks = reader.column(.stocks, of: Int.self),
        let titles = reader.text(.titleBytes, .titleStarts),
        let categoryCodes = reader.column(.categoryCodes, of: Int32.self),
        let categoryNames = reader.text(.categoryNameBytes, .categoryNameStarts),
        let brandCodes = reader.column(.brandCodes, of: Int32.self),
        let brandNames = reader.text(.brandNameBytes, .brandNameStarts),
        let folded = reader.column(.folded, of: UInt8.self),
        let foldedStarts = reader.column(.foldedStarts, of: Int.self)
      else { return nil }
      let count = ids.count
      guard let listing = reader.column(.listing, of: Int.self),
        let idRecords = reader.column(.idRecords, of: Int.self),
        let idOrder = reader.column(.order(.id), of: Int32.self)
      else { return nil }
      guard
        listing.count == ListingRecords.width * count,
        idRecords.count == (idOrder.isEmpty ? 0 : IDRecords.width * count),
        [
          rangeStarts.count, rangeEnds.count, prices.count, discounts.count, ratings.count, stocks.count,
          categoryCodes.count, brandCodes.count, titles.count,
        ].allSatisfy({ $0 == count }),
        foldedStarts.count == 2 * count + 1
      else { return nil }
      return CatalogIndex(
        ids: ids, rangeStarts: rangeStarts, rangeEnds: rangeEnds, prices: prices, discounts: discounts,
        ratings: ratings, stocks: stocks, titles: titles, categoryCodes: categoryCodes,
        categoryNames: Self.names(categoryNames), brandCodes: brandCodes, brandNames: Self.names(brandNames),
        folded: folded, foldedStarts: foldedStarts,
        orders: Self.ordersWhenAsked(cutAmong: nil, from: reader, count: count, in: ids),
        categoryOrders: Self.ordersWhenAsked(cutAmong: categoryNames.count, from: reader, count: count, in: ids),
        listing: ListingRecords(words: listing), idRecords: idRecords.isEmpty ? nil : IDRecords(words: idRecords),
        grams: ReadOnce { reader.grams(productCount: count) }, catalogSize: fileSize)
    #endif
  }

  /// Names read and checked when first asked for: none, and the file marked damaged, when their
  /// starts do not rise from 0 to the end of their bytes (a checked index never has that).
  private static func names(_ column: TextColumn) -> ReadOnce<[String]> {
    ReadOnce {
      guard let names = column.all else {
        column.starts.reportDamage()
        return []
      }
      return names
    }
  }

  /// The writes that make an index encoded by `encodeStampable` the index of `identity`.
  static func stamp(_ stamp: Stamp, with identity: FileIdentity) -> [(offset: Int, bytes: [UInt8])] {
    stamp.writes(header: header(identity))
  }

  /// The file's version, then its content sample and when it was seen (`FileIdentity`).
  private static func header(_ identity: FileIdentity) -> [Int] {
    identity.version + [Int(truncatingIfNeeded: identity.contentSample ?? 0), identity.seenAt ?? Int.min]
  }

  /// How many of the header's values name the file's version.
  private static let versionValues = FileIdentity.placeholder.version.count

  /// Whether a stored header names the file version `identity` and its content: the sample
  /// the header keeps must match `sample()`'s, unless the version was settled when the index's
  /// catalog was seen (`FileIdentity.isSettled(before:)`), so that a command opening an old
  /// catalog's index reads none of the catalog to trust it.
  private static func names(_ stored: [Int], identity: FileIdentity, sample: () -> UInt64?) -> Bool {
    guard stored.count == versionValues + 2, header(_: stored, names: identity) else { return false }
    if identity.isSettled(before: stored[versionValues + 1]) { return true }
    // No sample is written as 0, as `header(_:)` writes it.
    return Int(truncatingIfNeeded: sample() ?? 0) == stored[versionValues]
  }

  /// How many bytes of a file `catalogPath(inPrefix:)` needs at most.
  static let prefixBytes = magic.count + 10 * 8 + 4096

  /// The catalog path an index file names, from its first bytes (the checksum is not checked:
  /// this only decides whether a cache entry is worth keeping).
  static func catalogPath(inPrefix prefix: UnsafeRawBufferPointer) -> (path: String, header: [Int])? {
    guard let (header, path) = start(of: prefix), !path.isEmpty else { return nil }
    return (String(decoding: prefix[path], as: UTF8.self), header)
  }

  /// What an index file starts with, when it starts with this format's magic word: the values
  /// that name the catalog's version (`header(_:)`), and where the catalog's path lies (at most
  /// 4096 bytes, within `bytes`).
  private static func start(of bytes: UnsafeRawBufferPointer) -> (header: [Int], path: Range<Int>)? {
    let ints = header(FileIdentity.placeholder).count + 1
    guard bytes.count >= magic.count + 8 * ints, bytes.prefix(magic.count).elementsEqual(magic) else { return nil }
    let values = (0..<ints).map {
      Int(Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: magic.count + 8 * $0, as: Int64.self)))
    }
    let count = values[ints - 1]
    let pathStart = magic.count + 8 * ints
    guard (0...4096).contains(count), bytes.count - pathStart >= count else { return nil }
    return (Array(values.dropLast()), pathStart..<(pathStart + count))
  }

  /// Whether a header read by `catalogPath(inPrefix:)` names the file version `identity`
  /// (everything but the content sample, which needs the file's bytes, and when it was seen).
  static func header(_ values: [Int], names identity: FileIdentity) -> Bool {
    values.prefix(versionValues).elementsEqual(identity.version)
  }

  /// Where a file's directory lies and what it says, once the trailer's checksum vouches for it.
  private struct Layout {
    /// Each section's place, by its `number`.
    let directory: [(offset: Int, length: Int)]
    let directoryOffset: Int
    /// Where the columns end and the pages' checksums start.
    let dataEnd: Int
    /// Where the blocks' checksums lie, how many; their groups' checksums (the trailer's).
    let blocksAt: Int
    let blockCount: Int
    let groupSums: [UInt64]
    /// The values that name the catalog's version (`header(_:)`).
    let header: [Int]

    init?(_ file: IndexFileBytes) {
      let size = file.bytes.count
      let sections = Section.count
      // Read from the file, not through the map: its first and last pages would be faulted in
      // for these few thousand bytes (`IndexFileBytes.withFrame`).
      guard size % 8 == 0,
        let (header, path) = file.withFrame(0..<min(size, CatalogIndexFile.prefixBytes), CatalogIndexFile.start(of:))
          ?? nil,
        size >= path.upperBound + 8 * (2 * sections + 5),
        let directoryOffset = file.withFrame((size - 16)..<(size - 8), { Self.int(in: $0, at: 0) }),
        directoryOffset >= 0, directoryOffset % 8 == 0, directoryOffset <= size - 16 - 8 * (2 * sections + 3),
        let tail = file.withFrame(directoryOffset..<size, { Array($0) })
      else { return nil }
      let int = { (offset: Int) in tail.withUnsafeBytes { Self.int(in: $0, at: offset - directoryOffset) } }
      let trailer = tail.withUnsafeBytes {
        Checksum.of(UnsafeRawBufferPointer(rebasing: $0[0..<(size - 8 - directoryOffset)]))
      }
      guard UInt64(bitPattern: Int64(int(size - 8))) == trailer, int(directoryOffset) == sections else { return nil }
      let dataEnd = int(directoryOffset + 8 + 16 * sections)
      guard dataEnd >= path.upperBound, dataEnd % 8 == 0, dataEnd <= directoryOffset else { return nil }
      let pageCount = (dataEnd + CatalogIndexFile.pageSize - 1) / CatalogIndexFile.pageSize
      let blockCount = (dataEnd + CatalogIndexFile.blockSize - 1) / CatalogIndexFile.blockSize
      let groupCount = (blockCount + CatalogIndexFile.blocksPerGroup - 1) / CatalogIndexFile.blocksPerGroup
      guard directoryOffset - dataEnd == 8 * (pageCount + blockCount) else { return nil }
      // The block count, then the groups' checksums, end where the directory's offset starts.
      let countAt = directoryOffset + 16 + 16 * sections
      guard int(countAt) == blockCount, countAt + 8 + 8 * groupCount == size - 16 else { return nil }
      (self.blocksAt, self.blockCount) = (dataEnd + 8 * pageCount, blockCount)
      self.groupSums = (0..<groupCount).map { UInt64(bitPattern: Int64(int(countAt + 8 + 8 * $0))) }
      self.header = header
      var directory: [(offset: Int, length: Int)] = []
      directory.reserveCapacity(sections)
      // The columns follow the header (magic, identity, path) and one another, in order.
      var previousEnd = path.upperBound
      for number in 0..<sections {
        let offset = int(directoryOffset + 8 + 16 * number)
        let length = int(directoryOffset + 16 + 16 * number)
        guard offset >= previousEnd, offset % 8 == 0, length >= 0, length <= dataEnd - offset else {
          return nil
        }
        directory.append((offset, length))
        previousEnd = offset + length
      }
      self.directory = directory
      self.directoryOffset = directoryOffset
      self.dataEnd = dataEnd
    }

    /// The little-endian value at `offset` of `bytes`, which holds it.
    private static func int(in bytes: UnsafeRawBufferPointer, at offset: Int) -> Int {
      Int(Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Int64.self)))
    }

    func range(of section: Section) -> Range<Int> {
      let (offset, length) = directory[section.number]
      return offset..<(offset + length)
    }
  }

  /// The sections of a checked file as typed columns, each checked to hold whole values.
  struct Reader {
    let file: IndexFileBytes
    let directory: [(offset: Int, length: Int)]

    func column<Element>(_ section: Section, of type: Element.Type) -> IndexColumn<Element>? {
      let (offset, length) = directory[section.number]
      guard length % MemoryLayout<Element>.stride == 0,
        offset % MemoryLayout<Element>.alignment == 0
      else { return nil }
      return IndexColumn(file, offset: offset, count: length / MemoryLayout<Element>.stride)
    }

    /// The lists of short strings, when the file keeps them with one count and one start per
    /// string (their values are checked as they are read, or by `GramIndex.isConsistent`). Nil
    /// when they are not there or do not fit; a search then sweeps the text.
    func grams(productCount: Int) -> GramIndex? {
      guard let keys = column(.gramKeys, of: UInt32.self), !keys.isEmpty,
        let counts = column(.gramCounts, of: Int32.self), let starts = column(.gramStarts, of: Int.self),
        let lists = column(.gramLists, of: UInt8.self), counts.count == keys.count, starts.count == keys.count + 1
      else { return nil }
      // The stale products are few (`GramIndex.mostStale`): read and checked with the lists, when
      // they are first asked for (`ReadOnce`). Every product after those the lists were made for
      // is stale.
      guard let cover = column(.listsCover, of: Int.self), let covered = cover.first, covered > 0,
        covered <= productCount
      else { return nil }
      let stale = Array(cover.dropFirst())
      guard stale.count <= GramIndex.mostStale + 1, productCount - covered <= stale.count,
        zip(stale, stale.dropFirst()).allSatisfy({ $0 < $1 }),
        stale.allSatisfy({ 0 <= $0 && $0 < productCount }),
        // Rising and below the count: the products from `covered` on are the last of them.
        stale.suffix(productCount - covered).elementsEqual(covered..<productCount)
      else { return nil }
      return GramIndex(
        keys: keys,
        lists: ProductLists(productCount: covered, counts: counts, starts: starts, bytes: lists),
        words: words(productCount: covered), stale: stale)
    }

    /// The words and their lists, kept with the lists of short strings.
    private func words(productCount: Int) -> WordIndex? {
      guard let words = text(.wordBytes, .wordStarts), let counts = column(.wordCounts, of: Int32.self),
        let starts = column(.wordListStarts, of: Int.self), let lists = column(.wordLists, of: UInt8.self),
        counts.count == words.count, starts.count == counts.count + 1
      else { return nil }
      return WordIndex(
        words: words, lists: ProductLists(productCount: productCount, counts: counts, starts: starts, bytes: lists))
    }

    /// A text column with at least its end (its starts are checked by `TextColumn.isConsistent`).
    func text(_ bytes: Section, _ starts: Section) -> TextColumn? {
      guard let bytes = column(bytes, of: UInt8.self), let starts = column(starts, of: Int.self), !starts.isEmpty
      else { return nil }
      return TextColumn(bytes: bytes, starts: starts)
    }
  }
}
