import BusinessLogic
import DomainEntities

/// Reads a catalog file's bytes: scans of the whole file that build only the fields a query
/// needs, and the products at known places read in full. Shared by the repository and the
/// index's life cycle (`CatalogIndexKeeper`), which both read the same bytes.
struct CatalogFileReader: Sendable {
  let sourceName: String

  /// The text a query needs to filter and order.
  static func fields(for query: CatalogQuery) -> ProductFields {
    var fields: ProductFields = []
    if query.searchText != nil { fields.formUnion([.title, .description]) }
    if query.category != nil { fields.insert(.category) }
    switch query.sort?.field {
    case .title: fields.insert(.title)
    case .brand: fields.insert(.brand)
    case .category: fields.insert(.category)
    default: break
    }
    return fields
  }

  /// Reads the whole file, building `fields` of each product and handing it to an accumulator.
  func scan<Accumulator: ScanAccumulator>(
    _ bytes: CatalogBytes, fields: ProductFields, prefilter: ProductFilter? = nil,
    into makeAccumulator: @escaping @Sendable () -> Accumulator
  ) async throws(CatalogSourceError) -> Accumulator {
    // The scanner reads the mapping through a raw buffer: keep the owner alive until it is done.
    defer { withExtendedLifetime(bytes) {} }
    do throws(JSONReadError) {
      let scanner = CatalogScanner(fields: fields, prefilter: prefilter, makeAccumulator: makeAccumulator)
      return try await scanner.scan(CatalogScannerBytes(buffer: bytes.buffer, isFileMapping: bytes.mapped))
    } catch {
      throw CatalogJSONDecoder.describe(error, source: sourceName, document: bytes.buffer.prefix(4))
    }
  }

  /// The file's first `limit` products, read from its start alone; nil when the start does not
  /// hold them.
  func leadingProducts(_ limit: Int, of file: CatalogBytes) throws(CatalogSourceError) -> [Product]? {
    defer { withExtendedLifetime(file) {} }
    let bytes = CatalogScannerBytes(buffer: file.buffer, isFileMapping: file.mapped)
    guard let spans = CatalogScanner(fields: [], makeAccumulator: { ProductSpans() }).leading(limit, of: bytes)
    else { return nil }
    return try Self.fullProducts(in: spans.ranges, bytes: bytes, source: sourceName)
  }

  func fullProduct(in range: Range<Int>, of file: CatalogBytes) throws(CatalogSourceError) -> Product {
    var scratch: [UInt8] = []
    return try Self.readProduct(in: range, of: file, into: &scratch, source: sourceName)
  }

  /// The products at `ranges`, read in full: a page's few each read alone, a large batch in two
  /// halves at once. It runs where its caller does: a page is read without a hop to Swift's pool.
  nonisolated(nonsending) func fullProducts(in ranges: [Range<Int>], of file: CatalogBytes)
    async throws(CatalogSourceError) -> [Product]
  {
    // Read, not mapped: nothing of the map to give back afterwards.
    if ranges.count <= Self.readAlone {
      var scratch: [UInt8] = []
      return try ranges.map { range throws(CatalogSourceError) in
        try Self.readProduct(in: range, of: file, into: &scratch, source: sourceName)
      }
    }
    let bytes = CatalogScannerBytes(buffer: file.buffer, isFileMapping: file.mapped)
    defer {
      // A batch read in file order (an export) gives its pages back once read, as a scan does.
      if let first = ranges.first, let last = ranges.last,
        zip(ranges, ranges.dropFirst()).allSatisfy({ $0.upperBound <= $1.lowerBound })
      {
        var behind = PagesBehind(bytes, from: first.lowerBound, stride: 1 << 20)
        behind.passed(last.upperBound)
      }
      withExtendedLifetime(file) {}
    }
    guard ranges.count >= 2_000 else { return try Self.fullProducts(in: ranges, bytes: bytes, source: sourceName) }
    let middle = ranges.count / 2
    let source = sourceName
    async let first = Result { () throws(CatalogSourceError) in
      try Self.fullProducts(in: Array(ranges[..<middle]), bytes: bytes, source: source)
    }
    async let second = Result { () throws(CatalogSourceError) in
      try Self.fullProducts(in: Array(ranges[middle...]), bytes: bytes, source: source)
    }
    return try await first.get() + second.get()
  }

  /// Up to this many products are each read from the file alone (`CatalogBytes.copy`); more,
  /// as an export's batch in file order, are read through the map, which reads ahead.
  private static let readAlone = 100

  /// The product at `range`, its bytes read into `scratch` first.
  private static func readProduct(
    in range: Range<Int>, of file: CatalogBytes, into scratch: inout [UInt8], source: String
  ) throws(CatalogSourceError) -> Product {
    guard file.copy(range, into: &scratch) else { throw .unavailable(source: source, .shrankWhileRead) }
    return try scratch.withUnsafeBufferPointer { bytes throws(CatalogSourceError) in
      try CatalogJSONDecoder.product(in: UnsafeBufferPointer(rebasing: bytes[0..<range.count]), source: source)
    }
  }

  private static func fullProducts(
    in ranges: [Range<Int>], bytes: CatalogScannerBytes, source: String
  ) throws(CatalogSourceError) -> [Product] {
    try ranges.map { range throws(CatalogSourceError) in try fullProduct(in: range, bytes: bytes, source: source) }
  }

  private static func fullProduct(
    in range: Range<Int>, bytes: CatalogScannerBytes, source: String
  ) throws(CatalogSourceError) -> Product {
    try CatalogJSONDecoder.product(in: UnsafeBufferPointer(rebasing: bytes.buffer[range]), source: source)
  }
}
