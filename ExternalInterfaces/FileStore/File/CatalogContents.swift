import BusinessLogic
import DomainEntities

/// The products of a locked catalog file as a write needs them: each one's id and byte range,
/// and the index kept for the file when there is one (loaded from the cache, or built by the
/// scan that found the products), so the write can update it rather than leave it stale.
struct CatalogContents {
  let bytes: CatalogBytes
  let ids: [Int]
  /// Where each product's bytes are, as a scan or the index has them (maybe from the white
  /// space before the `{`); `range(at:)` trims one when it is used, so a write touches only the
  /// pages of the products it looks at.
  private let spans: [Range<Int>]
  let index: CatalogIndex?
  let source: String

  init(bytes: CatalogBytes, ids: [Int], ranges: [Range<Int>], index: CatalogIndex?, source: String) {
    self.bytes = bytes
    self.ids = ids
    spans = ranges
    self.index = index
    self.source = source
  }

  var buffer: UnsafeBufferPointer<UInt8> { bytes.buffer }

  /// From the product's `{` to its `}`.
  func range(at position: Int) -> Range<Int> {
    JSONText.skippingSpace(in: bytes.buffer, forwardFrom: spans[position].lowerBound)..<spans[position].upperBound
  }

  /// The product's neighbours, when it has them.
  func range(before position: Int) -> Range<Int>? {
    position > 0 ? range(at: position - 1) : nil
  }

  func range(after position: Int) -> Range<Int>? {
    position + 1 < spans.count ? range(at: position + 1) : nil
  }

  /// From the index cache when it holds this version's index, else by a scan. Without
  /// `checkingWhole`, the index's frame is checked and the rest as it is read: the caller
  /// checks it whole before it trusts more than the ids and places it reads here.
  static func read(
    _ bytes: CatalogBytes, path: String, indexStore: CatalogIndexStore?, source: String, trustingCache: Bool,
    checkingWhole: Bool = true
  ) async throws(CatalogWriteError) -> CatalogContents {
    let keepsIndex = indexStore?.keepsIndex(of: bytes) ?? false
    if keepsIndex, trustingCache, let indexStore, let identity = bytes.identity,
      let index = checkingWhole
        ? indexStore.load(for: path, identity: identity, sample: { bytes.sample })
        : indexStore.open(for: path, identity: identity, sample: { bytes.sample })
    {
      return CatalogContents(
        bytes: bytes, ids: Array(index.ids), ranges: index.ids.indices.map(index.range(at:)), index: index,
        source: source)
    }
    let scanBytes = CatalogScannerBytes(buffer: bytes.buffer, isFileMapping: bytes.mapped)
    do throws(JSONReadError) {
      defer { withExtendedLifetime(bytes) {} }
      if keepsIndex {
        let scanner = CatalogScanner(fields: CatalogIndex.fields, makeAccumulator: { CatalogIndex.Builder() })
        // A builder in memory always builds.
        if let index = try await scanner.scan(scanBytes).build() {
          return CatalogContents(
            bytes: bytes, ids: Array(index.ids), ranges: index.ids.indices.map(index.range(at:)), index: index,
            source: source)
        }
      }
      let spans = try await CatalogScanner(fields: [], makeAccumulator: { ProductSpans() }).scan(scanBytes)
      return CatalogContents(bytes: bytes, ids: spans.ids, ranges: spans.ranges, index: nil, source: source)
    } catch {
      throw .read(CatalogJSONDecoder.describe(error, source: source, document: bytes.buffer.prefix(4)))
    }
  }

  /// The product at `position`, read in full from its bytes.
  func product(at position: Int) throws(CatalogWriteError) -> Product {
    try Self.product(in: UnsafeBufferPointer(rebasing: buffer[range(at: position)]), source: source)
  }

  /// Whether what the cache said is true where a write will look: the product with `id` (or
  /// the last product) is where the index puts it.
  func holds(_ id: ProductID?) -> Bool {
    let position: Int? = if let id { ids.firstIndex(of: id.rawValue) } else { ids.indices.last }
    guard let position else { return false }
    return (try? product(at: position).id.rawValue) == ids[position]
  }

  /// The inside of an empty products array: the bytes between its `[` and `]`.
  func emptyArrayInside() throws(CatalogWriteError) -> Range<Int> {
    var reader = JSONReader(bytes: buffer)
    var open = -1
    var close = -1
    do throws(JSONReadError) {
      func array(_ reader: inout JSONReader) throws(JSONReadError) {
        _ = try reader.peekKind()
        open = reader.offset + 1
        try reader.skipValue()
        close = reader.offset - 1
      }
      if try reader.peekKind() == .array {
        try array(&reader)
      } else {
        try reader.readObject { key, reader throws(JSONReadError) in
          if key.is("products"), open < 0 { try array(&reader) } else { try reader.skipValue() }
        }
      }
    } catch {
      throw .read(CatalogJSONDecoder.describe(error, source: source))
    }
    guard open >= 0, close >= open else {
      throw .read(.malformed(source: source, origin: .document, path: "", .shape("an array of products")))
    }
    return open..<close
  }

  static func product(in object: UnsafeBufferPointer<UInt8>, source: String) throws(CatalogWriteError) -> Product {
    do {
      return try CatalogJSONDecoder.product(in: object, source: source)
    } catch {
      throw .read(error)
    }
  }
}

/// Each product's id and where its bytes are: all a write needs of a catalog too small to index.
struct ProductSpans: ScanAccumulator {
  private(set) var ids: [Int] = []
  private(set) var ranges: [Range<Int>] = []

  mutating func add(_ product: Product, at range: Range<Int>) {
    ids.append(product.id.rawValue)
    ranges.append(range)
  }

  mutating func merge(_ later: ProductSpans) {
    ids += later.ids
    ranges += later.ranges
  }
}
