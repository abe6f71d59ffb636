/// One column of a `CatalogIndex`: the array a scan built, or a part of an index file mapped
/// read-only (`IndexFileBytes`), read in place. A stored index of a million products is 290 MB:
/// copying it into arrays cost most of a command's time; mapping it costs only its page tables.
struct IndexColumn<Element: BitwiseCopyable & Sendable>: RandomAccessCollection, @unchecked Sendable {
  // @unchecked: a `.mapped` buffer points into memory its `IndexFileBytes` owns and keeps alive
  // for as long as this value exists, and that nothing writes after the index is checked
  // (the map is read-only; see `IndexFileBytes`). The array case is an ordinary value.
  private enum Storage {
    case array([Element])
    case mapped(UnsafeBufferPointer<Element>, owner: IndexFileBytes)
  }

  private let storage: Storage

  init(_ values: [Element]) {
    storage = .array(values)
  }

  /// `count` values at `offset` of `file`, which the caller has checked lie within it and are
  /// aligned for `Element`.
  init(_ file: IndexFileBytes, offset: Int, count: Int) {
    let start = file.bytes.baseAddress.map { ($0 + offset).bindMemory(to: Element.self, capacity: count) }
    storage = .mapped(UnsafeBufferPointer(start: start, count: count), owner: file)
  }

  var startIndex: Int { 0 }

  var endIndex: Int {
    switch storage {
    case .array(let values): values.count
    case .mapped(let buffer, _): buffer.count
    }
  }

  subscript(position: Int) -> Element {
    switch storage {
    case .array(let values): return values[position]
    case .mapped(let buffer, _):
      // An unsafe buffer checks its bounds in debug builds only; an array always does.
      precondition(position >= 0 && position < buffer.count, "index column position out of range")
      return buffer[position]
    }
  }

  func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
    switch storage {
    case .array(let values): try values.withUnsafeBufferPointer(body)
    case .mapped(let buffer, _): try body(buffer)
    }
  }

  /// The bytes of the values at `positions` as they are in memory.
  func withUnsafeBytes<Result>(of positions: Range<Int>, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows
    -> Result
  {
    try withUnsafeBufferPointer { buffer in
      try body(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[positions])))
    }
  }
}

extension IndexColumn: Equatable where Element: Equatable {
  static func == (lhs: IndexColumn, rhs: IndexColumn) -> Bool {
    lhs.elementsEqual(rhs)
  }
}
