import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading an index file's pages by `pread` rather than through its map: a command that reads a
/// few values here and there copies in the pages that hold them (`IndexPageCopies`), each
/// checked as a mapped page is, and the frame it reads once as it opens the index.
extension IndexFileBytes {
  /// `body` given the bytes at `range` (within the file), read from the mapped file rather than
  /// through its map, for the frame a command reads once as it opens the index; nil when they
  /// cannot be read.
  func withFrame<Result>(_ range: Range<Int>, _ body: (UnsafeRawBufferPointer) -> Result) -> Result? {
    guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
    guard descriptor >= 0 else { return body(UnsafeRawBufferPointer(rebasing: bytes[range])) }
    return withUnsafeTemporaryAllocation(byteCount: range.count, alignment: 8) { buffer in
      CacheFile.readAll(into: buffer, from: descriptor, at: range.lowerBound)
        ? body(UnsafeRawBufferPointer(buffer)) : nil
    }
  }

  /// The checksum stored at `offset`, past the columns; nil when it cannot be read.
  func sum(at offset: Int) -> UInt64? {
    withSums(offset..<(offset + 8)) { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
  }

  /// `body` given the checksums' bytes at `range`: read from the file while columns' pages are
  /// copied in (`copy`), so that checking a page copied in maps none; else through the map. Nil
  /// when they cannot be read.
  func withSums<Result>(_ range: Range<Int>, _ body: (UnsafeRawBufferPointer) -> Result) -> Result? {
    guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
    guard copying.load(ordering: .relaxed), sumsRead.add(1, ordering: .relaxed).newValue <= Self.sumsReadBudget
    else { return body(UnsafeRawBufferPointer(rebasing: bytes[range])) }
    return withFrame(range, body)
  }

  /// Reads the bytes at `range` of the columns into `target` (as many) by one `pread`, their page
  /// neither checked nor kept: for bytes the caller proves by a checksum of their own (a record's
  /// seal). False when values are read through the map now, or the bytes cannot be read.
  func readAlone(_ range: Range<Int>, into target: UnsafeMutableRawBufferPointer) -> Bool {
    guard copying.load(ordering: .relaxed), range.count == target.count, range.lowerBound >= 0,
      range.upperBound <= sums.withLock({ $0.end })
    else { return false }
    readsAlone.add(1, ordering: .relaxed)
    return CacheFile.readAll(into: target, from: descriptor, at: range.lowerBound)
  }

  /// Copies the bytes at `range` into `target` (as many) from the pages copied in, reading in
  /// those not held yet, each column page `checked` against its checksums first; false (and
  /// nothing trusted) when values are read through the map now, the budget of copies is spent,
  /// a page cannot be read, or it does not match (the file is then damaged).
  func copy(_ range: Range<Int>, into target: UnsafeMutableRawBufferPointer) -> Bool {
    guard copying.load(ordering: .relaxed), let base = target.baseAddress, range.count == target.count,
      range.lowerBound >= 0, range.upperBound <= bytes.count
    else { return false }
    let sums = self.sums.withLock { $0 }
    // A column's bytes lie before the checksums.
    guard range.upperBound <= sums.end else { return false }
    let pageSize = CatalogIndexFile.pageSize
    // The caller's buffer by its address: written here, under the lock, on the caller's thread,
    // where the pointer itself would join it to the slots the lock guards, for the checker.
    let targetAddress = UInt(bitPattern: base)
    let (size, descriptor) = (bytes.count, descriptor)
    let copied = pageCopies.withLock { copies in
      var at = range.lowerBound
      while at < range.upperBound {
        let number = at / pageSize
        let pageStart = number * pageSize
        let count = min(size, pageStart + pageSize) - pageStart
        let loaded =
          copies.page(number, count: count)
          ?? copies.load(number, count: count) { CacheFile.readAll(into: $0, from: descriptor, at: pageStart) }
        guard let page = loaded else { return false }
        let columns = UnsafeRawBufferPointer(rebasing: page[0..<(min(sums.end, pageStart + pageSize) - pageStart)])
        guard check(page: number, holding: columns, of: sums) else {
          markDamaged()
          return false
        }
        let end = min(range.upperBound, pageStart + count)
        guard let source = page.baseAddress,
          let destination = UnsafeMutableRawPointer(bitPattern: targetAddress + UInt(at - range.lowerBound))
        else { return false }
        destination.copyMemory(from: source + (at - pageStart), byteCount: end - at)
        at = end
      }
      return true
    }
    // Past the budget, the command reads in bulk: the map serves it from now on.
    if !copied, pageCopies.withLock({ $0.isSpent }) { copying.store(false, ordering: .relaxed) }
    return copied
  }

  /// Whether values are copied in now, not read through the map (for tests and diagnostics).
  var isCopying: Bool { copying.load(ordering: .relaxed) }

  /// The value of type `T` at `offset`, copied in (`copy`); nil when it is to be read through
  /// the map, or did not prove good.
  @inline(__always)
  func copied<T: BitwiseCopyable>(_ type: T.Type, at offset: Int) -> T? {
    guard copying.load(ordering: .relaxed) else { return nil }
    return withUnsafeTemporaryAllocation(byteCount: MemoryLayout<T>.size, alignment: MemoryLayout<T>.alignment) {
      copy(offset..<(offset + MemoryLayout<T>.size), into: $0) ? $0.loadUnaligned(as: T.self) : nil
    }
  }
}
