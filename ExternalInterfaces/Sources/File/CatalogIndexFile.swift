/// The on-disk form of a `CatalogIndex`: a magic word, the identity of the catalog file it
/// describes (device, inode, size, modification and change times, and a sample of its content),
/// the catalog's path, then each column as a count and its values, little-endian, then a
/// checksum of all that. Reading checks the checksum and every count, offset and code against the rest, so a
/// damaged or foreign file is refused (nil), never trusted: the catalog is then scanned as if
/// there were no index.
enum CatalogIndexFile {
  static let magic = Array("CATIDX02".utf8)

  static func encode(_ index: CatalogIndex, identity: FileIdentity, catalogPath: String = "") -> [UInt8] {
    var encoded: [UInt8] = []
    _ = encode(index, identity: identity, catalogPath: catalogPath) { chunk in
      encoded += chunk
      return true
    }
    return encoded
  }

  /// Encodes in chunks of about a megabyte handed to `output` (false stops), so a large index
  /// is never held twice; false when `output` stopped it.
  static func encode(
    _ index: CatalogIndex, identity: FileIdentity, catalogPath: String = "",
    to output: (UnsafeRawBufferPointer) -> Bool
  ) -> Bool {
    var checksum = Checksum()
    let finished = withoutActuallyEscaping(output) { output in
      var writer = Writer { chunk in
        checksum.add(chunk)
        return output(chunk)
      }
      writer.bytes += magic
      for value in header(identity) { writer.int(value) }
      writer.blob(Array(catalogPath.utf8))
      writer.ints(index.ids)
      writer.ints(index.rangeStarts)
      writer.ints(index.rangeEnds)
      writer.doubles(index.prices)
      writer.doubles(index.discounts)
      writer.doubles(index.ratings)
      writer.ints(index.stocks)
      writer.text(index.titles)
      writer.codes(index.categoryCodes)
      writer.text(TextColumn(index.categoryNames))
      writer.codes(index.brandCodes)
      writer.text(TextColumn(index.brandNames))
      writer.blob(index.folded)
      writer.ints(index.foldedStarts)
      writer.flush()
      return !writer.failed
    }
    guard finished else { return false }
    return withUnsafeBytes(of: checksum.value.littleEndian) { output($0) }
  }

  /// The index in `bytes` if it is whole, consistent, and for the file with `identity`, whose
  /// size is `fileSize`.
  static func decode(_ file: UnsafeRawBufferPointer, identity: FileIdentity, fileSize: Int) -> CatalogIndex? {
    guard file.count >= 8 else { return nil }
    let bytes = UnsafeRawBufferPointer(rebasing: file[..<(file.count - 8)])
    var checksum = Checksum()
    checksum.add(bytes)
    guard UInt64(littleEndian: file.loadUnaligned(fromByteOffset: bytes.count, as: UInt64.self)) == checksum.value
    else { return nil }
    var reader = Reader(bytes: bytes)
    guard reader.take(magic.count).map(Array.init) == magic else { return nil }
    for expected in header(identity) { guard reader.int() == expected else { return nil } }
    guard reader.blob() != nil, let ids = reader.ints(), let rangeStarts = reader.ints(), let rangeEnds = reader.ints(),
      let prices = reader.doubles(), let discounts = reader.doubles(), let ratings = reader.doubles(),
      let stocks = reader.ints(), let titles = reader.text(), let categoryCodes = reader.codes(),
      let categoryNames = reader.text(), let brandCodes = reader.codes(), let brandNames = reader.text(),
      let folded = reader.blob(), let foldedStarts = reader.ints(), reader.isAtEnd
    else { return nil }
    let count = ids.count
    guard
      [
        rangeStarts.count, rangeEnds.count, prices.count, discounts.count, ratings.count, stocks.count,
        categoryCodes.count, brandCodes.count,
      ].allSatisfy({ $0 == count }),
      titles.starts.count == count + 1,
      zip(rangeStarts, rangeEnds).allSatisfy({ 0 <= $0 && $0 < $1 && $1 <= fileSize }),
      categoryCodes.allSatisfy({ 0 <= $0 && Int($0) < categoryNames.starts.count - 1 }),
      brandCodes.allSatisfy({ -1 <= $0 && Int($0) < brandNames.starts.count - 1 }),
      foldedStarts.count == 2 * count + 1, foldedStarts.first == 0, foldedStarts.last == folded.count,
      zip(foldedStarts, foldedStarts.dropFirst()).allSatisfy({ $0 < $1 })
    else { return nil }
    return CatalogIndex(
      ids: ids, rangeStarts: rangeStarts, rangeEnds: rangeEnds, prices: prices, discounts: discounts,
      ratings: ratings, stocks: stocks, titles: titles, categoryCodes: categoryCodes,
      categoryNames: (0..<(categoryNames.starts.count - 1)).map { categoryNames[$0] }, brandCodes: brandCodes,
      brandNames: (0..<(brandNames.starts.count - 1)).map { brandNames[$0] }, folded: folded,
      foldedStarts: foldedStarts)
  }

  private static func header(_ identity: FileIdentity) -> [Int] {
    [
      Int(truncatingIfNeeded: identity.device), Int(truncatingIfNeeded: identity.inode), Int(identity.size),
      identity.modifiedSeconds, identity.modifiedNanoseconds, identity.changedSeconds, identity.changedNanoseconds,
      Int(truncatingIfNeeded: identity.contentSample ?? 0),
    ]
  }

  /// How many bytes of a file `catalogPath(inPrefix:)` needs at most.
  static let prefixBytes = magic.count + 9 * 8 + 4096

  /// The catalog path an index file names, from its first bytes (the checksum is not checked:
  /// this only decides whether a cache entry is worth keeping).
  static func catalogPath(inPrefix prefix: UnsafeRawBufferPointer) -> (path: String, header: [Int])? {
    var reader = Reader(bytes: prefix)
    guard reader.take(magic.count).map(Array.init) == magic else { return nil }
    var values: [Int] = []
    for _ in header(FileIdentity.placeholder) {
      guard let value = reader.int() else { return nil }
      values.append(value)
    }
    guard let count = reader.int(), (1...4096).contains(count), let path = reader.take(count) else { return nil }
    return (String(decoding: path, as: UTF8.self), values)
  }

  /// Whether a header read by `catalogPath(inPrefix:)` names the file version `identity`
  /// (everything but the content sample, which needs the file's bytes).
  static func header(_ values: [Int], names identity: FileIdentity) -> Bool {
    values.dropLast().elementsEqual(header(identity).dropLast())
  }

  /// A 64-bit hash of a byte stream, eight bytes at a time, fed in chunks of any length.
  struct Checksum {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var pending: [UInt8] = []

    mutating func add(_ chunk: UnsafeRawBufferPointer) {
      var offset = 0
      if !pending.isEmpty {
        while pending.count < 8, offset < chunk.count {
          pending.append(chunk[offset])
          offset += 1
        }
        guard pending.count == 8 else { return }
        pending.withUnsafeBytes { mix($0.loadUnaligned(as: UInt64.self)) }
        pending.removeAll(keepingCapacity: true)
      }
      while offset + 8 <= chunk.count {
        mix(chunk.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        offset += 8
      }
      pending += chunk[offset...]
    }

    var value: UInt64 {
      var copy = self
      for byte in pending { copy.mix(UInt64(byte)) }
      copy.mix(UInt64(pending.count))
      return copy.state
    }

    private mutating func mix(_ word: UInt64) {
      state = ((state ^ word) &* 0xFF51_AFD7_ED55_8CCD)
      state ^= state >> 29
    }
  }

  private struct Writer {
    let output: (UnsafeRawBufferPointer) -> Bool
    var bytes: [UInt8] = []
    var failed = false

    mutating func flush() {
      if !failed, !bytes.isEmpty { failed = !bytes.withUnsafeBytes(output) }
      bytes.removeAll(keepingCapacity: true)
    }

    mutating func int(_ value: Int) {
      withUnsafeBytes(of: Int64(value).littleEndian) { bytes += $0 }
      if bytes.count >= 1 << 20 { flush() }
    }

    mutating func ints(_ values: [Int]) {
      int(values.count)
      for value in values { int(value) }
    }

    mutating func doubles(_ values: [Double]) {
      ints(values.map { Int(bitPattern: UInt(truncatingIfNeeded: $0.bitPattern)) })
    }

    mutating func codes(_ values: [Int32]) {
      int(values.count)
      for value in values {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
        if bytes.count >= 1 << 20 { flush() }
      }
    }

    mutating func blob(_ values: [UInt8]) {
      int(values.count)
      flush()
      if !failed { failed = !values.withUnsafeBytes(output) }
    }

    mutating func text(_ column: TextColumn) {
      blob(column.bytes)
      ints(column.starts)
    }
  }

  private struct Reader {
    let bytes: UnsafeRawBufferPointer
    var offset = 0

    var isAtEnd: Bool { offset == bytes.count }

    mutating func take(_ count: Int) -> UnsafeRawBufferPointer? {
      guard count >= 0, count <= bytes.count - offset else { return nil }
      defer { offset += count }
      return UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)])
    }

    mutating func int() -> Int? {
      take(8).map { Int(Int64(littleEndian: $0.loadUnaligned(as: Int64.self))) }
    }

    /// A count that the rest of the file can hold, at `size` bytes each.
    mutating func count(of size: Int) -> Int? {
      guard let count = int(), count >= 0, count <= (bytes.count - offset) / size else { return nil }
      return count
    }

    mutating func ints() -> [Int]? {
      guard let count = count(of: 8), let raw = take(8 * count) else { return nil }
      return (0..<count).map { Int(Int64(littleEndian: raw.loadUnaligned(fromByteOffset: 8 * $0, as: Int64.self))) }
    }

    mutating func doubles() -> [Double]? {
      ints()?.map { Double(bitPattern: UInt64(UInt(bitPattern: $0))) }
    }

    mutating func codes() -> [Int32]? {
      guard let count = count(of: 4), let raw = take(4 * count) else { return nil }
      return (0..<count).map { Int32(littleEndian: raw.loadUnaligned(fromByteOffset: 4 * $0, as: Int32.self)) }
    }

    mutating func blob() -> [UInt8]? {
      guard let count = count(of: 1), let raw = take(count) else { return nil }
      return Array(raw)
    }

    mutating func text() -> TextColumn? {
      guard let bytes = blob(), let starts = ints(), starts.first == 0, starts.last == bytes.count,
        zip(starts, starts.dropFirst()).allSatisfy({ $0 <= $1 })
      else { return nil }
      return TextColumn(bytes: bytes, starts: starts)
    }
  }
}
