import BusinessLogic
import DomainEntities

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One pass over a catalog's bytes that builds only the requested text of each product and hands
/// each to an accumulator: the products a query keeps with where their bytes are, or a tally.
///
/// A bare top-level array is read in two halves at once (this is a 2-core machine's whole
/// budget): the split is a candidate element boundary near the middle, and the first half's
/// reader, which starts at the true beginning, must arrive at exactly that boundary for the
/// second half to count. Any error, or a candidate that turns out to lie inside a string, falls
/// back to one sequential pass, which is also what reports errors, with their exact place.
struct CatalogScanner<Accumulator: ScanAccumulator>: Sendable {
  /// Below this, one thread is faster than starting two.
  static var parallelThreshold: Int { 4 << 20 }

  let fields: ProductFields
  /// A query's filter to test on the raw text before a product is built; nil builds every one.
  var prefilter: ProductFilter?
  let makeAccumulator: @Sendable () -> Accumulator

  init(fields: ProductFields, prefilter: ProductFilter? = nil, makeAccumulator: @escaping @Sendable () -> Accumulator) {
    (self.fields, self.prefilter, self.makeAccumulator) = (fields, prefilter, makeAccumulator)
  }

  func scan(_ bytes: CatalogScannerBytes) async throws(JSONReadError) -> Accumulator {
    if bytes.buffer.count >= Self.parallelThreshold, let halves = await scanInHalves(bytes) {
      return halves
    }
    do {
      return try scanSequentially(bytes, tracksPath: false)
    } catch {
      // The fast pass does not keep the path; read again to say exactly where the error is.
      return try scanSequentially(bytes, tracksPath: true)
    }
  }

  func scanSequentially(_ bytes: CatalogScannerBytes, tracksPath: Bool) throws(JSONReadError) -> Accumulator {
    var reader = JSONReader(bytes: bytes.buffer, tracksPath: tracksPath)
    var scan = makeAccumulator()
    var behind = PagesBehind(bytes, from: 0)
    try CatalogJSONDecoder.readProducts(&reader) { reader throws(JSONReadError) in
      try readProduct(&reader, into: &scan)
      behind.passed(reader.offset)
    }
    return scan
  }

  private func readProduct(_ reader: inout JSONReader, into scan: inout Accumulator) throws(JSONReadError) {
    let start = reader.offset
    guard let prefilter else {
      scan.add(try ProductDTO(reading: &reader, fields: fields).toDomain(), at: start..<reader.offset)
      return
    }
    let dto = try ProductDTO(reading: &reader, fields: fields) { title, description, category in
      prefilter.matches(titleUTF8: title, descriptionUTF8: description, categoryUTF8: category)
    }
    if let dto { scan.add(dto.toDomain(), at: start..<reader.offset) }
  }

  /// The first `count` products of a bare top-level array, read from its start and no further
  /// (a first screen, shown before the rest is read); nil when the document is not a bare array
  /// or any of those products fails to read: the whole read says so.
  func leading(_ count: Int, of bytes: CatalogScannerBytes) -> Accumulator? {
    var reader = JSONReader(bytes: bytes.buffer)
    guard (try? reader.peekKind()) == .array, (try? reader.enterArray()) == true else { return nil }
    var scan = makeAccumulator()
    do throws(JSONReadError) {
      for _ in 0..<count {
        try readProduct(&reader, into: &scan)
        guard try reader.readElementSeparator() else { break }
      }
      return scan
    } catch {
      return nil
    }
  }

  /// Nil when the document is not a bare array, the boundary is not real, or anything failed.
  func scanInHalves(_ bytes: CatalogScannerBytes) async -> Accumulator? {
    var reader = JSONReader(bytes: bytes.buffer)
    guard (try? reader.peekKind()) == .array, (try? reader.enterArray()) == true else { return nil }
    let elements = reader.offset
    guard let boundary = Self.candidateBoundary(in: bytes.buffer, after: elements + (bytes.buffer.count - elements) / 2)
    else { return nil }
    async let first = scanElements(bytes, from: elements, stoppingAt: boundary)
    async let second = scanElements(bytes, from: boundary, stoppingAt: nil)
    guard var scan = await first, let rest = await second else { return nil }
    scan.merge(rest)
    return scan
  }

  /// Reads elements from `start` to the array's end, or until exactly `boundary`; nil on any
  /// error or when the elements do not end at `boundary`.
  private func scanElements(_ bytes: CatalogScannerBytes, from start: Int, stoppingAt boundary: Int?) -> Accumulator? {
    var reader = JSONReader(bytes: bytes.buffer, resumingAt: start, depth: 1)
    var scan = makeAccumulator()
    do throws(JSONReadError) {
      var behind = PagesBehind(bytes, from: start)
      while true {
        try readProduct(&reader, into: &scan)
        behind.passed(reader.offset)
        guard try reader.readElementSeparator() else { break }
        if let boundary, reader.offset >= boundary { return reader.offset == boundary ? scan : nil }
      }
      if boundary != nil { return nil }
      try reader.expectEnd()
      return scan
    } catch {
      return nil
    }
  }

  /// The first place at or after `position` that looks like the start of a product: a `{` after
  /// `}` and `,` with only white space between, whose first member is `"id"`. Nested arrays
  /// (reviews) have the same punctuation, so the key is what tells a product apart; catalogs
  /// that put `id` elsewhere are simply read on one thread.
  static func candidateBoundary(in bytes: UnsafeBufferPointer<UInt8>, after position: Int) -> Int? {
    var index = position
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "}") {
        var next = index + 1
        while next < bytes.count, JSONText.isSpace(bytes[next]) { next += 1 }
        if next < bytes.count, bytes[next] == UInt8(ascii: ",") {
          next += 1
          while next < bytes.count, JSONText.isSpace(bytes[next]) { next += 1 }
          if next < bytes.count, bytes[next] == UInt8(ascii: "{"), startsWithIDKey(bytes, at: next + 1) { return next }
        }
      }
      index += 1
    }
    return nil
  }

  private static func startsWithIDKey(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
    var index = position
    while index < bytes.count, JSONText.isSpace(bytes[index]) { index += 1 }
    let key: [UInt8] = Array("\"id\"".utf8)
    guard index + key.count <= bytes.count else { return false }
    return key.indices.allSatisfy { bytes[index + $0] == key[$0] }
  }
}

/// The read-only bytes of a `CatalogBytes` that outlives the scan; shared by the two halves.
struct CatalogScannerBytes: @unchecked Sendable {
  // @unchecked: read-only memory (a PROT_READ mapping or a private copy), never written after it
  // is created, and kept alive by its owner until the scan has returned.
  let buffer: UnsafeBufferPointer<UInt8>
  /// True for a file mapping, whose pages a scan may give back behind it (they come back from
  /// the file if touched again); never for memory of our own, which would come back zeroed.
  var isFileMapping = false
}

/// Gives a file mapping's pages back to the system once a scan has passed them, a few megabytes
/// at a time, so reading a catalog of any size holds only the part being read and what is kept
/// of it, not the whole file.
struct PagesBehind {
  private static let pageSize = max(4096, Int(sysconf(Int32(_SC_PAGESIZE))))
  private let bytes: CatalogScannerBytes
  private let stride: Int
  private var released: Int

  /// Gives back nothing before `start` (another reader may still be there), and pages in runs
  /// of at least `stride` bytes.
  init(_ bytes: CatalogScannerBytes, from start: Int, stride: Int = 4 << 20) {
    self.bytes = bytes
    self.stride = stride
    released = (start + Self.pageSize - 1) / Self.pageSize * Self.pageSize
  }

  mutating func passed(_ offset: Int) {
    guard bytes.isFileMapping, offset - released >= stride, let base = bytes.buffer.baseAddress else { return }
    let end = offset / Self.pageSize * Self.pageSize
    _ = madvise(UnsafeMutableRawPointer(mutating: base + released), end - released, MADV_DONTNEED)
    released = end
  }
}
