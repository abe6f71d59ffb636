import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of an index file, mapped read-only, or (for an index handed over in memory) a copy
/// this object owns; the columns of a loaded `CatalogIndex` point into them and keep them alive.
///
/// Each block of the file has a checksum, checked the first time a column reads from the block
/// (`verify`), or all at once when a command is about to read most of the file anyway
/// (`verifyAll`): a command that prints twenty products from a million-product index checks the
/// few blocks it reads, not 300 MB. A block that does not match marks the whole file damaged;
/// whoever read from it asks `isDamaged` before trusting an answer, and scans the catalog instead.
///
/// The file is one the cache directory's owner wrote by rename and nobody rewrites in place, so
/// the map does not change under the index once a block is checked. If another program truncated
/// it in place anyway, the pages past its new end would read as zeros (`MappedFileFaults`) and a
/// column's bounds checks would stop the process rather than let it read outside the map.
final class IndexFileBytes: @unchecked Sendable {
  // @unchecked: `bytes` is only ever read (a PROT_READ map or a copy nothing else holds), and it
  // is released only in `deinit`, when no column points into it any more. The checksums are
  // behind a mutex, what is known of the blocks in atomics.
  let bytes: UnsafeRawBufferPointer
  private let mapped: Bool
  private let blocks = Mutex(Blocks())
  /// Per block, 1 once checked and found good, the only record of it: read without the lock, as
  /// a command may read thousands of values one by one. One for every block the file could have.
  private let known: UnsafeMutablePointer<Atomic<UInt8>>
  private let knownCount: Int
  /// Every block checked and found good, so that reads need not ask again.
  private let allVerified = Atomic(false)
  private let damaged = Atomic(false)
  /// Whether the whole file was found consistent (`checkWhole`), once asked.
  private let wholeChecked = Mutex<Bool?>(nil)

  /// The checksum of each block (`CatalogIndexFile.blockSize` bytes) before `end`.
  private struct Blocks {
    var sums: [UInt64] = []
    var end = 0
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
    (known, knownCount) = Self.noBlockKnown(size: size)
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
    (known, knownCount) = Self.noBlockKnown(size: source.count)
  }

  private static func noBlockKnown(size: Int) -> (UnsafeMutablePointer<Atomic<UInt8>>, Int) {
    let count = size / CatalogIndexFile.blockSize + 1
    let known = UnsafeMutablePointer<Atomic<UInt8>>.allocate(capacity: count)
    for block in 0..<count { (known + block).initialize(to: Atomic(0)) }
    return (known, count)
  }

  deinit {
    known.deinitialize(count: knownCount)
    known.deallocate()
    if mapped {
      munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    } else {
      UnsafeMutableRawPointer(mutating: bytes.baseAddress)?.deallocate()
    }
  }

  /// Unmaps the whole pages within `range` of a mapped file (their next read maps them again
  /// from the page cache); nothing for a copy, or outside the map.
  func giveBack(_ range: Range<UnsafeRawPointer>) {
    guard mapped, let base = bytes.baseAddress else { return }
    let range = range.clamped(to: base..<(base + bytes.count))
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let start = (Int(bitPattern: range.lowerBound) + page - 1) / page * page
    let end = Int(bitPattern: range.upperBound) / page * page
    guard end > start, let address = UnsafeMutableRawPointer(bitPattern: start) else { return }
    _ = madvise(address, end - start, MADV_DONTNEED)
  }

  /// The little-endian 64-bit value at `offset`, which the caller has checked lies within.
  func int(at offset: Int) -> Int {
    Int(Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Int64.self)))
  }

  /// Sets the checksums the blocks before `end` must have (once, before any column reads; the
  /// bytes from `end` on were checked with the file's trailer).
  func expect(checksums: [UInt64], before end: Int) {
    blocks.withLock { $0 = Blocks(sums: checksums, end: end) }
  }

  var isDamaged: Bool { damaged.load(ordering: .acquiring) }

  /// Notes that a value read from the file cannot be one this program wrote (an offset past its
  /// column, an order naming no product): the file is treated as damaged.
  func markDamaged() {
    damaged.store(true, ordering: .releasing)
  }

  /// Whether the blocks holding `range` match their checksums, checking those not checked yet.
  @discardableResult
  func verify(_ range: Range<Int>) -> Bool {
    if allVerified.load(ordering: .acquiring) { return true }
    guard !range.isEmpty else { return !isDamaged }
    let first = range.lowerBound / CatalogIndexFile.blockSize
    if first == (range.upperBound - 1) / CatalogIndexFile.blockSize, isKnownGood(first) { return true }
    let good = blocks.withLock { blocks -> Bool in
      guard range.lowerBound < blocks.end else { return true }
      let last = (min(range.upperBound, blocks.end) - 1) / CatalogIndexFile.blockSize
      for number in first...last where !isKnownGood(number) {
        guard Self.matches(number, of: blocks, in: bytes) else { return false }
        known[number].store(1, ordering: .releasing)
      }
      return true
    }
    if !good { markDamaged() }
    return good
  }

  private func advise(_ advice: Int32) {
    if mapped, let base = bytes.baseAddress {
      _ = madvise(UnsafeMutableRawPointer(mutating: base), bytes.count, advice)
    }
  }

  /// Whether block `number` was checked and found good (a number past the file's never was).
  private func isKnownGood(_ number: Int) -> Bool {
    number < knownCount && known[number].load(ordering: .acquiring) == 1
  }

  /// How many blocks have been checked, and how many there are (for tests and diagnostics).
  var checkedBlocks: (checked: Int, of: Int) {
    let count = blocks.withLock { $0.sums.count }
    return ((0..<count).count(where: isKnownGood), count)
  }

  /// Whether every block matches its checksum, the blocks not checked yet shared among cores.
  func verifyAll() -> Bool {
    if allVerified.load(ordering: .acquiring) { return true }
    if isDamaged { return false }
    // All of it is about to be read: with read-ahead for that while, which the map otherwise
    // does without (`init(mapping:)`); a cold index read a page a fault took seconds.
    advise(MADV_SEQUENTIAL)
    defer { advise(MADV_RANDOM) }
    let state = blocks.withLock { $0 }
    let unchecked = state.sums.indices.filter { !isKnownGood($0) }
    let lanes = min(2, unchecked.count)
    let failed = Atomic(false)
    DispatchQueue.concurrentPerform(iterations: lanes) { lane in
      for number in stride(from: lane, to: unchecked.count, by: lanes).lazy.map({ unchecked[$0] })
      where !failed.load(ordering: .relaxed) {
        if !Self.matches(number, of: state, in: self.bytes) { failed.store(true, ordering: .relaxed) }
      }
    }
    guard !failed.load(ordering: .relaxed) else {
      markDamaged()
      return false
    }
    for number in unchecked { known[number].store(1, ordering: .releasing) }
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

  private static func matches(_ number: Int, of blocks: Blocks, in bytes: UnsafeRawBufferPointer) -> Bool {
    let start = number * CatalogIndexFile.blockSize
    var checksum = CatalogIndexFile.Checksum()
    checksum.add(UnsafeRawBufferPointer(rebasing: bytes[start..<min(blocks.end, start + CatalogIndexFile.blockSize)]))
    return checksum.value == blocks.sums[number]
  }
}
