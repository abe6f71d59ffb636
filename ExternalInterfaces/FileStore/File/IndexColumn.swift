/// One column of a `CatalogIndex`: the array a scan built, or a part of an index file mapped
/// read-only (`IndexFileBytes`), read in place. A stored index of a million products is 600 MB:
/// copying it into arrays cost most of a command's time; mapping it costs only its page tables.
/// A mapped column checks the blocks it reads from (`IndexFileBytes.verify`) as it reads them.
struct IndexColumn<Element: BitwiseCopyable & Sendable>: RandomAccessCollection, @unchecked Sendable {
  // @unchecked: a `.mapped` buffer points into memory its `IndexFileBytes` owns and keeps alive
  // for as long as this value exists, and that nothing writes after the index is checked
  // (the map is read-only; see `IndexFileBytes`). The array case is an ordinary value.
  private enum Storage {
    case array([Element])
    case mapped(UnsafeBufferPointer<Element>, owner: IndexFileBytes, offset: Int)
  }

  private let storage: Storage
  /// The mapped file again, for the subscript to check a page through without retaining it:
  /// `storage` holds it strongly for as long as this column exists. A retain and a release at
  /// each value read were a third of the whole check's comparison of records and columns.
  private let unretainedFile: Unmanaged<IndexFileBytes>?

  init(_ values: [Element]) {
    storage = .array(values)
    unretainedFile = nil
  }

  /// `count` values at `offset` of `file`, which the caller has checked lie within it and are
  /// aligned for `Element`.
  init(_ file: IndexFileBytes, offset: Int, count: Int) {
    let start = file.bytes.baseAddress.map { ($0 + offset).bindMemory(to: Element.self, capacity: count) }
    storage = .mapped(UnsafeBufferPointer(start: start, count: count), owner: file, offset: offset)
    unretainedFile = Unmanaged.passUnretained(file)
  }

  var startIndex: Int { 0 }

  var endIndex: Int {
    switch storage {
    case .array(let values): values.count
    case .mapped(let buffer, _, _): buffer.count
    }
  }

  private static var stride: Int { MemoryLayout<Element>.stride }

  subscript(position: Int) -> Element {
    @inline(__always) get {
      switch storage {
      case .array(let values): return values[position]
      case .mapped(let buffer, _, let offset):
        // An unsafe buffer checks its bounds in debug builds only; an array always does.
        precondition(position >= 0 && position < buffer.count, "index column position out of range")
        let copied = unretainedFile?._withUnsafeGuaranteedRef { file -> Element? in
          if let value = file.copied(Element.self, at: offset + position * Self.stride) { return value }
          file.verify((offset + position * Self.stride)..<(offset + (position + 1) * Self.stride))
          return nil
        }
        return copied ?? buffer[position]
      }
    }
  }

  /// The whole column in memory, its blocks checked first.
  func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
    try withUnsafeBufferPointer(of: 0..<count) { buffer, _ in try body(buffer) }
  }

  /// The whole column in memory, of which only the values at `positions` are read (their blocks
  /// checked first), and `positions` itself, clamped to the column: an index read from a
  /// damaged file may name positions outside it.
  func withUnsafeBufferPointer<Result>(
    of positions: Range<Int>, _ body: (UnsafeBufferPointer<Element>, Range<Int>) throws -> Result
  ) rethrows -> Result {
    let positions = positions.clamped(to: 0..<count)
    switch storage {
    case .array(let values): return try values.withUnsafeBufferPointer { try body($0, positions) }
    case .mapped(let buffer, let owner, let offset):
      owner.verify((offset + positions.lowerBound * Self.stride)..<(offset + positions.upperBound * Self.stride))
      return try body(buffer, positions)
    }
  }

  /// `body` given the values at `positions` (clamped to the column), from its first; a few
  /// pages' worth copied in (`IndexFileBytes.copy`) while the file is read so, else in place.
  func withValues<Result>(of positions: Range<Int>, _ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows
    -> Result
  {
    try withPlacedValues(of: positions) { values, _ in try body(values.buffer) }
  }

  /// `body` given the values at `positions` by their places in the column, and `positions`
  /// clamped to it, as `withValues` reads them.
  func withPlacedValues<Result>(
    of positions: Range<Int>, _ body: (PlacedValues<Element>, Range<Int>) throws -> Result
  ) rethrows -> Result {
    let positions = positions.clamped(to: 0..<count)
    if case .mapped(_, let owner, let offset) = storage, positions.count * Self.stride <= Self.copiedBytes {
      let copied = try withUnsafeTemporaryAllocation(of: Element.self, capacity: positions.count) {
        values -> Result? in
        let bytes = UnsafeMutableRawBufferPointer(values)
        let start = offset + positions.lowerBound * Self.stride
        guard owner.copy(start..<(start + bytes.count), into: bytes) else { return nil }
        return try body(PlacedValues(buffer: UnsafeBufferPointer(values), first: positions.lowerBound), positions)
      }
      if let copied { return copied }
    }
    return try withUnsafeBufferPointer(of: positions) { values, positions in
      try body(
        PlacedValues(buffer: UnsafeBufferPointer(rebasing: values[positions]), first: positions.lowerBound), positions)
    }
  }

  /// `body` given the values at `positions` read from the file by themselves, their page not
  /// checked, for values that carry their own proof (a record's seal, `ListingRecords`), which
  /// `body` checks; nil when the column is not read by copies now (`withValues` reads them then).
  func withValuesReadAlone<Result>(
    of positions: Range<Int>, _ body: (UnsafeBufferPointer<Element>) -> Result
  ) -> Result? {
    guard case .mapped(_, let owner, let offset) = storage, positions.lowerBound >= 0, positions.upperBound <= count,
      positions.count * Self.stride <= Self.copiedBytes
    else { return nil }
    return withUnsafeTemporaryAllocation(of: Element.self, capacity: positions.count) { values -> Result? in
      let start = offset + positions.lowerBound * Self.stride
      let bytes = UnsafeMutableRawBufferPointer(values)
      guard owner.readAlone(start..<(start + bytes.count), into: bytes) else { return nil }
      return body(UnsafeBufferPointer(values))
    }
  }

  /// The most bytes `withValues` copies in: two pages, as a title or a record may straddle.
  private static var copiedBytes: Int { 2 * CatalogIndexFile.pageSize }

  /// `body` given the bytes of the values at `positions`, read from the file into `buffer`
  /// rather than through its map (`IndexFileBytes.withCopy`); nil when the file proved damaged.
  func withCopy<Result>(
    of positions: Range<Int>, in buffer: inout [UInt8], _ body: (UnsafeRawBufferPointer) -> Result
  ) -> Result? {
    let positions = positions.clamped(to: 0..<count)
    let bytes = (positions.lowerBound * Self.stride)..<(positions.upperBound * Self.stride)
    switch storage {
    case .array(let values): return values.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[bytes])) }
    case .mapped(_, let owner, let offset):
      return owner.withCopy(of: (offset + bytes.lowerBound)..<(offset + bytes.upperBound), in: &buffer, body)
    }
  }

  /// Gives back to the system the pages of the map that hold only values at `positions`: a
  /// command that passes over millions of values (a walk along an order, a long list) keeps its
  /// memory to what it is reading now, as a scan does (D26). The values read the same if they
  /// are read again: the file does not change under its map. A walk names the side it has
  /// passed (`IndexFileBytes.giveBack`).
  func giveBack(_ positions: Range<Int>, reaching side: IndexFileBytes.PassedSide? = nil) {
    if case .mapped(let buffer, let owner, _) = storage, let base = buffer.baseAddress {
      let positions = positions.clamped(to: 0..<buffer.count)
      owner.giveBack(
        UnsafeRawPointer(base + positions.lowerBound)..<UnsafeRawPointer(base + positions.upperBound), reaching: side)
    }
  }

  /// Notes that a value read from this column cannot be one this program wrote: its file is
  /// then treated as damaged (an array built in memory cannot be).
  func reportDamage() {
    if case .mapped(_, let owner, _) = storage { owner.markDamaged() }
  }

  /// Whether the file this column was read from (if any) proved damaged.
  var isDamaged: Bool {
    if case .mapped(_, let owner, _) = storage { owner.isDamaged } else { false }
  }

  /// The file this column was read from, if any.
  var file: IndexFileBytes? {
    if case .mapped(_, let owner, _) = storage { owner } else { nil }
  }

  /// The bytes of the values at `positions` as they are in memory.
  func withUnsafeBytes<Result>(of positions: Range<Int>, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows
    -> Result
  {
    try withUnsafeBufferPointer(of: positions) { buffer, positions in
      try body(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[positions])))
    }
  }
}

extension IndexColumn {
  // These serve the whole check (`CatalogIndexFile.isConsistent`), which reads columns of
  // hundreds of megabytes at ten million products: a stretch of 4 MiB at a time, read in place
  // with its pages checked once (the `Sequence` methods, through the subscript, check a page for
  // each value), and given back after it.
  private static var checkStretch: Int { Swift.max(1, (1 << 22) / stride) }

  private func stretchesSatisfy(_ count: Int, _ test: (Range<Int>) -> Bool) -> Bool {
    Swift.stride(from: 0, to: count, by: Self.checkStretch).allSatisfy { start in
      let range = start..<Swift.min(count, start + Self.checkStretch)
      defer { giveBack(range) }
      return test(range)
    }
  }

  /// Each stretch of the column in turn, in place, its pages checked once and given back
  /// after it, with the positions it holds.
  func forEachStretch(_ body: (UnsafeBufferPointer<Element>, Range<Int>) -> Void) {
    _ = stretchesSatisfy(count) { range in
      withUnsafeBufferPointer(of: range) { values, range in body(values, range) }
      return true
    }
  }

  /// Whether every value satisfies `predicate`.
  func allSatisfy(_ predicate: (Element) -> Bool) -> Bool {
    stretchesSatisfy(count) { range in
      withPlacedValues(of: range) { values, range in range.allSatisfy { predicate(values[$0]) } }
    }
  }

  /// Whether each value and the next satisfy `predicate`.
  func adjacentPairsSatisfy(_ predicate: (Element, Element) -> Bool) -> Bool {
    stretchesSatisfy(Swift.max(0, count - 1)) { range in
      withPlacedValues(of: range.lowerBound..<(range.upperBound + 1)) { values, _ in
        range.allSatisfy { predicate(values[$0], values[$0 + 1]) }
      }
    }
  }

  /// Whether each value and the one at its position in `other` satisfy `predicate`, as far as
  /// the shorter column goes.
  func pairsSatisfy<Other>(with other: IndexColumn<Other>, _ predicate: (Element, Other) -> Bool) -> Bool {
    stretchesSatisfy(Swift.min(count, other.count)) { range in
      defer { other.giveBack(range) }
      return withUnsafeBufferPointer(of: range) { values, _ in
        other.withUnsafeBufferPointer(of: range) { others, _ in range.allSatisfy { predicate(values[$0], others[$0]) } }
      }
    }
  }
}

extension IndexColumn: Equatable where Element: Equatable {
  static func == (lhs: IndexColumn, rhs: IndexColumn) -> Bool {
    lhs.elementsEqual(rhs)
  }
}
