import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of an index file, mapped read-only, or (for an index handed over in memory) a copy
/// this object owns; the columns of a loaded `CatalogIndex` point into them and keep them alive.
/// A command that reads a few values here and there reads them from pages copied in by `pread`
/// instead (`copy`, `IndexPageCopies`), checked alike, until it proves to read in bulk.
///
/// Each page of the file has a checksum, checked the first time a column reads from the page
/// (`verify`), or all at once when a command is about to read most of the file anyway
/// (`verifyAll`): a command that prints twenty products from a million-product index checks the
/// few pages it reads, not 300 MB. The pages' checksums are themselves checked, 16 at a time,
/// against their block's checksum, and the blocks' 64 at a time against the group checksums
/// the trailer vouched for. A page that does not match marks the whole file damaged; whoever
/// read from it asks `isDamaged` before trusting an answer, and scans the catalog instead.
///
/// The file is one the cache directory's owner wrote by rename and nobody rewrites in place, so
/// the map does not change under the index once a block is checked. If another program truncated
/// it in place anyway, the pages past its new end would read as zeros (`MappedFileFaults`) and a
/// column's bounds checks would stop the process rather than let it read outside the map.
final class IndexFileBytes: @unchecked Sendable {
  // @unchecked: `bytes` is only ever read (a PROT_READ map or a copy nothing else holds), and it
  // is released only in `deinit`, when no column points into it any more. The checksums are
  // behind a mutex, what is known of the pages and blocks in atomics.
  let bytes: UnsafeRawBufferPointer
  private let mapped: Bool
  /// The mapped file, for `withCopy` (-1 for a copy or a scratch file).
  let descriptor: Int32
  let sums = Mutex(Sums())
  /// The pages checked and found good, the only record of it: read without the lock, as a
  /// command may read thousands of values one by one. A bit each once many are (a ten million
  /// products' index has 1.3 million pages), a small table while few are (`KnownSet`).
  private let known: KnownSet
  /// The groups' checksums, and those of the blocks and pages checked lately (`ProvenSums`).
  private let proven = Mutex(ProvenSums())
  /// A bit per block, set once its page checksums were found to match the block's: what a
  /// command reading in bulk asks, without a lock, where two cores checking a search's
  /// candidates waited on each other for `proven`.
  private let blocksKnown: KnownSet
  /// Every block checked and found good, so that reads need not ask again.
  private let allVerified = Atomic(false)
  private let damaged = Atomic(false)
  /// Whether the whole file was found consistent (`checkWhole`), once asked.
  private let wholeChecked = Mutex<Bool?>(nil)
  /// Whether values are read by copying their pages in (`copy`) rather than through the map:
  /// for a mapped file, until a command proves to read in bulk.
  let copying: Atomic<Bool>
  /// The column pages copied in (their checksums are read apart, a block's or a group's at once,
  /// and counted apart: `withSums`).
  let pageCopies = Mutex(IndexPageCopies(slots: IndexPageCopies.slotsForColumns))
  let sumsRead = Atomic(0)
  /// How many reads took bytes alone, their page not copied in (`readAlone`; for tests).
  let readsAlone = Atomic(0)
  /// How many runs of checksums are read from the file before the map serves them: past it a
  /// command checks pages in bulk (a search's thousands of candidates), many runs to a fault.
  /// A category's page of twenty reads 25.
  static let sumsReadBudget = 128

  /// Where the pages' checksums lie (from `end`, one for every `CatalogIndexFile.pageSize` bytes
  /// before it), the checksum of each block's page checksums (`blockCount` of them from
  /// `blocksAt`); each group's checksum of its blocks' is the trailer's (`ProvenSums.groups`).
  struct Sums {
    var end = 0
    var blocksAt = 0
    var blockCount = 0
    var pageCount: Int { (end + CatalogIndexFile.pageSize - 1) / CatalogIndexFile.pageSize }
  }

  /// Maps `size` bytes of the file open at `descriptor` (which may be closed afterwards). Pages
  /// are read in as columns touch them: most commands touch few. A build's own scratch columns
  /// (`ScratchFile`) have no checksums, and are read through, with read-ahead.
  init?(mapping descriptor: Int32, size: Int, isScratch: Bool = false) {
    guard size > 0 else { return nil }
    guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else { return nil }
    // No read-ahead: a command reads a few scattered places of it, each faulted in alone.
    if !isScratch { _ = madvise(base, size, MADV_RANDOM) }
    bytes = UnsafeRawBufferPointer(start: base, count: size)
    mapped = true
    self.descriptor = isScratch ? -1 : fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
    copying = Atomic(self.descriptor >= 0)
    known = KnownSet(count: size / CatalogIndexFile.pageSize + 1)
    blocksKnown = KnownSet(count: size / CatalogIndexFile.blockSize + 1)
    if isScratch { allVerified.store(true, ordering: .releasing) }
  }

  /// A copy of `source`, eight-byte aligned as a map would be.
  init(copying source: UnsafeRawBufferPointer) {
    let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(source.count, 1), alignment: 16)
    if let base = source.baseAddress, let target = copy.baseAddress {
      target.copyMemory(from: base, byteCount: source.count)
    }
    bytes = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(copy)[0..<source.count])
    mapped = false
    descriptor = -1
    copying = Atomic(false)
    known = KnownSet(count: source.count / CatalogIndexFile.pageSize + 1)
    blocksKnown = KnownSet(count: source.count / CatalogIndexFile.blockSize + 1)
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
    if mapped {
      munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    } else {
      UnsafeMutableRawPointer(mutating: bytes.baseAddress)?.deallocate()
    }
  }

  /// Unmaps the whole pages within `range` of a mapped file (their next read maps them again
  /// from the page cache), and those of the checksums of its pages, which checking them mapped;
  /// nothing for a copy, or outside the map.
  ///
  /// A walk gives back what it has passed `reaching` the folio boundary on that side: a page read
  /// from the disk may come in a folio of up to 2 MiB, all of which its fault maps, pages given
  /// back before among them (a walk along an order of a cold index kept 25 MiB of it mapped so).
  /// The checksums given back are only those of `range`.
  func giveBack(_ range: Range<UnsafeRawPointer>, reaching side: PassedSide? = nil) {
    guard mapped, let base = bytes.baseAddress else { return }
    let range = range.clamped(to: base..<(base + bytes.count))
    guard !range.isEmpty else { return }
    let (low, high) = (range.lowerBound - base, range.upperBound - base)
    let end = sums.withLock { $0.end }
    let folio = Self.largestFolio
    switch side {
    case .below: Self.unmap((base + low / folio * folio)..<range.upperBound)
    case .above:
      Self.unmap(
        range.lowerBound..<(base + Swift.min(high <= end ? end : bytes.count, (high + folio - 1) / folio * folio)))
    case nil: Self.unmap(range)
    }
    guard low < end else { return }
    let pageSize = CatalogIndexFile.pageSize
    let firstSum = end + 8 * ((low + pageSize - 1) / pageSize)
    let lastSum = end + 8 * (min(high, end) / pageSize)
    if firstSum < lastSum { Self.unmap((base + firstSum)..<(base + lastSum)) }
  }

  /// The side of a range given back that a walk has passed.
  enum PassedSide { case below, above }

  /// The largest folio the page cache keeps: a PMD's span with pages of 4 KiB.
  private static let largestFolio = 2 << 20

  private static func unmap(_ range: Range<UnsafeRawPointer>) {
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let start = (Int(bitPattern: range.lowerBound) + page - 1) / page * page
    let end = Int(bitPattern: range.upperBound) / page * page
    guard end > start, let address = UnsafeMutableRawPointer(bitPattern: start) else { return }
    _ = madvise(address, end - start, MADV_DONTNEED)
  }

  /// Sets where the pages' checksums lie (`pageSumsAt`), the checksums their blocks must have
  /// (`blockCount` from `blockSumsAt`) and those the blocks' groups must have (`groupSums`, one
  /// for every `CatalogIndexFile.blocksPerGroup` blocks), once, before any column reads: the
  /// pages before `pageSumsAt` are checked against those; the groups' checksums were checked
  /// with the file's trailer.
  func expect(pageSumsAt: Int, blockSumsAt: Int, blockCount: Int, groupSums: [UInt64]) {
    sums.withLock { $0 = Sums(end: pageSumsAt, blocksAt: blockSumsAt, blockCount: blockCount) }
    proven.withLock { $0 = ProvenSums(groups: groupSums) }
  }

  var isDamaged: Bool { damaged.load(ordering: .acquiring) }

  /// Notes that a value read from the file cannot be one this program wrote (an offset past its
  /// column, an order naming no product): the file is treated as damaged.
  func markDamaged() {
    damaged.store(true, ordering: .releasing)
  }

  /// Whether the pages holding `range` match their checksums, checking those not checked yet.
  @discardableResult
  func verify(_ range: Range<Int>) -> Bool {
    if allVerified.load(ordering: .acquiring) { return true }
    guard !range.isEmpty else { return !isDamaged }
    let first = range.lowerBound / CatalogIndexFile.pageSize
    if first == (range.upperBound - 1) / CatalogIndexFile.pageSize, isKnownGood(first) { return true }
    // The pages are checked outside the lock: two cores checking a search's candidates waited
    // on each other here.
    let sums = self.sums.withLock { $0 }
    guard range.lowerBound < sums.end else { return true }
    let last = (min(range.upperBound, sums.end) - 1) / CatalogIndexFile.pageSize
    let good = (first...last).allSatisfy { check(page: $0, holding: Self.page($0, of: sums, in: bytes), of: sums) }
    if !good { markDamaged() }
    return good
  }

  /// `body` given the bytes of `range` read from the file into `buffer` rather than through the
  /// map, each page of them checked as it is read; nil when a page does not match (the file is
  /// then damaged) or cannot be read. For a few hundred bytes here and there: a read costs less
  /// than the faults that map a page, and the pages the system maps around it, and their unmap.
  func withCopy<Result>(
    of range: Range<Int>, in buffer: inout [UInt8], _ body: (UnsafeRawBufferPointer) -> Result
  ) -> Result? {
    let range = range.clamped(to: 0..<bytes.count)
    let pageSize = CatalogIndexFile.pageSize
    let sums = descriptor >= 0 && !range.isEmpty ? self.sums.withLock { $0 } : nil
    guard let sums, range.upperBound <= sums.end else {
      return verify(range) ? body(UnsafeRawBufferPointer(rebasing: bytes[range])) : nil
    }
    let first = range.lowerBound / pageSize
    let start = first * pageSize
    let end = min(sums.end, ((range.upperBound - 1) / pageSize + 1) * pageSize)
    if buffer.count < end - start { buffer = [UInt8](repeating: 0, count: end - start) }
    let good = buffer.withUnsafeMutableBytes { read in
      let read = UnsafeMutableRawBufferPointer(rebasing: read[0..<(end - start)])
      guard CacheFile.readAll(into: read, from: descriptor, at: start) else { return false }
      return stride(from: start, to: end, by: pageSize).allSatisfy { pageStart in
        let copy = UnsafeRawBufferPointer(
          rebasing: read[(pageStart - start)..<(min(end, pageStart + pageSize) - start)])
        return check(page: pageStart / pageSize, holding: copy, of: sums)
      }
    }
    guard good else {
      markDamaged()
      return nil
    }
    return buffer.withUnsafeBytes {
      body(UnsafeRawBufferPointer(rebasing: $0[(range.lowerBound - start)..<(range.upperBound - start)]))
    }
  }

  private func advise(_ advice: Int32) {
    if mapped, let base = bytes.baseAddress {
      _ = madvise(UnsafeMutableRawPointer(mutating: base), bytes.count, advice)
    }
  }

  /// Whether page `number` was checked and found good (a number past the file's never was).
  private func isKnownGood(_ number: Int) -> Bool {
    known.contains(number)
  }

  /// How many pages have been checked, and how many there are (for tests and diagnostics).
  var checkedPages: (checked: Int, of: Int) {
    let count = sums.withLock { $0.pageCount }
    return ((0..<count).count(where: isKnownGood), count)
  }

  /// How many of the pages holding bytes of `range` have been checked (for tests).
  func checkedPages(in range: Range<Int>) -> Int {
    let size = CatalogIndexFile.pageSize
    return (range.lowerBound / size..<((range.upperBound + size - 1) / size)).count(where: isKnownGood)
  }

  /// How many pages the whole check reads before it gives them back: 16 MiB.
  static let checkStretch = (16 << 20) / CatalogIndexFile.pageSize

  /// Whether every page matches its checksum, the pages not checked yet shared among cores.
  func verifyAll(stretch: Int = checkStretch) -> Bool {
    if allVerified.load(ordering: .acquiring) { return true }
    if isDamaged { return false }
    copying.store(false, ordering: .relaxed)
    // All of it is about to be read: with read-ahead for that while, which the map otherwise
    // does without (`init(mapping:)`); a cold index read a page a fault took seconds.
    advise(MADV_SEQUENTIAL)
    defer { advise(MADV_RANDOM) }
    let state = sums.withLock { $0 }
    let perBlock = CatalogIndexFile.pagesPerBlock
    guard (0..<state.blockCount).allSatisfy({ pageSum($0 * perBlock, of: state) != nil }) else {
      markDamaged()
      return false
    }
    // A stretch at a time, shared between two cores, and given back once checked: a ten million
    // products' index is about 6 GB, which the whole check would otherwise keep mapped.
    let failed = Atomic(false)
    for start in stride(from: 0, to: state.pageCount, by: max(1, stretch)) where !failed.load(ordering: .relaxed) {
      let pages = start..<min(state.pageCount, start + max(1, stretch))
      let unchecked = pages.filter { !isKnownGood($0) }
      let lanes = min(2, unchecked.count)
      DispatchQueue.concurrentPerform(iterations: lanes) { lane in
        for number in stride(from: lane, to: unchecked.count, by: lanes).lazy.map({ unchecked[$0] })
        where !failed.load(ordering: .relaxed) {
          if !self.matches(number, holding: Self.page(number, of: state, in: self.bytes), of: state) {
            failed.store(true, ordering: .relaxed)
          }
        }
      }
      if let base = bytes.baseAddress {
        let size = CatalogIndexFile.pageSize
        giveBack((base + pages.lowerBound * size)..<(base + min(state.end, pages.upperBound * size)))
      }
    }
    guard !failed.load(ordering: .relaxed) else {
      markDamaged()
      return false
    }
    for number in 0..<state.pageCount { known.insert(number) }
    allVerified.store(true, ordering: .releasing)
    return true
  }

  /// Whether every block matches and `consistent` holds, asked once for the file's life: the
  /// first command step that reads most of the index pays for it, the rest find it answered.
  func checkWhole(_ consistent: () -> Bool) -> Bool {
    wholeChecked.withLock { known in
      if let known { return known }
      let good = verifyAll() && consistent()
      if !good { markDamaged() }
      known = good
      return good
    }
  }

  /// Whether page `number`, whose bytes are `page` (the map's, or a copy read from the file),
  /// matches its checksum, itself proven by its block's and group's; a page found good is not
  /// checked again.
  func check(page number: Int, holding page: UnsafeRawBufferPointer, of sums: Sums) -> Bool {
    if isKnownGood(number) { return true }
    guard let expected = pageSum(number, of: sums), CatalogIndexFile.Checksum.of(page) == expected else {
      return false
    }
    known.insert(number)
    return true
  }

  /// The map's bytes of page `number`.
  private static func page(_ number: Int, of sums: Sums, in bytes: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
    let start = number * CatalogIndexFile.pageSize
    return UnsafeRawBufferPointer(rebasing: bytes[start..<min(sums.end, start + CatalogIndexFile.pageSize)])
  }

  /// Whether `page`, the bytes of page `number`, match the checksum the file gives it (in a
  /// block whose checksum was found to match).
  private func matches(_ number: Int, holding page: UnsafeRawBufferPointer, of sums: Sums) -> Bool {
    CatalogIndexFile.Checksum.of(page) == sum(at: sums.end + 8 * number)
  }

  /// Page `number`'s checksum, read with the rest of its block's page checksums once they match
  /// the block's checksum; nil when they cannot be read or do not match.
  private func pageSum(_ number: Int, of sums: Sums) -> UInt64? {
    guard number < sums.pageCount else { return nil }
    let block = number / CatalogIndexFile.pagesPerBlock
    if !copying.load(ordering: .relaxed), blocksKnown.contains(block) { return sum(at: sums.end + 8 * number) }
    let found = provenSum(number, in: \.pages, count: sums.pageCount, from: sums.end) { blockSum($0, of: sums) }
    if found != nil { blocksKnown.insert(block) }
    return found
  }

  /// Block `number`'s checksum, read with the rest of its group's block checksums once they
  /// match the group's checksum, which the trailer holds; nil when they cannot be read or do not.
  private func blockSum(_ number: Int, of sums: Sums) -> UInt64? {
    guard number < sums.blockCount else { return nil }
    return provenSum(number, in: \.blocks, count: sums.blockCount, from: sums.blocksAt) { group in
      proven.withLock { $0.groups.indices.contains(group) ? $0.groups[group] : nil }
    }
  }

  /// Checksum `number` of a table of `count` from `start`, held in `runs` or read with the rest
  /// of its run (a single read of those bytes), which must hash to `expected`'s checksum for it.
  private func provenSum(
    _ number: Int, in runs: WritableKeyPath<ProvenSums, ProvenSums.Runs>, count: Int, from start: Int,
    expected: (Int) -> UInt64?
  ) -> UInt64? {
    let (held, width) = proven.withLock { ($0[keyPath: runs].sum(number), $0[keyPath: runs].width) }
    if let held { return held }
    let run = number / width
    guard let expected = expected(run) else { return nil }
    let bytes = (start + 8 * width * run)..<(start + 8 * min(count, width * (run + 1)))
    return withSums(bytes) { table -> UInt64? in
      guard CatalogIndexFile.Checksum.of(table) == expected else { return nil }
      proven.withLock { $0[keyPath: runs].hold(run, table) }
      return Self.value(at: number % width, of: table)
    } ?? nil
  }

  private static func value(at index: Int, of sums: UnsafeRawBufferPointer) -> UInt64? {
    guard 8 * index + 8 <= sums.count else { return nil }
    return UInt64(littleEndian: sums.loadUnaligned(fromByteOffset: 8 * index, as: UInt64.self))
  }
}
