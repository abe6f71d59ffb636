#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The on-disk form of a `CatalogIndex`: a magic word, the identity of the catalog file it
/// describes (device, inode, size, modification and change times, and a sample of its content),
/// the catalog's path, then each column as a count and its values, little-endian, then a
/// checksum of all that. Reading checks the checksum and every count, offset and code against the rest, so a
/// damaged or foreign file is refused (nil), never trusted: the catalog is then scanned as if
/// there were no index.
enum CatalogIndexFile {
  // 03: the checksum folds four lanes; an index of 02 is refused and made again.
  static let magic = Array("CATIDX03".utf8)

  static func encode(_ index: CatalogIndex, identity: FileIdentity, catalogPath: String = "") -> [UInt8] {
    var encoded: [UInt8] = []
    _ = encode(index, identity: identity, catalogPath: catalogPath) { chunk in
      encoded += chunk
      return true
    }
    return encoded
  }

  /// Encodes in chunks of about a megabyte handed to `output` (false stops), so a large index
  /// is never held twice; false when `output` stopped it. With an `edit`, what is written is the
  /// index of the file after that edit.
  static func encode(
    _ index: CatalogIndex, after edit: CatalogIndexEdit? = nil, identity: FileIdentity, catalogPath: String = "",
    to output: (UnsafeRawBufferPointer) -> Bool
  ) -> Bool {
    let columns = CatalogIndexColumns(index, after: edit ?? .none(index.count))
    var checksum = Checksum()
    let finished = withoutActuallyEscaping(output) { output in
      var writer = Writer { chunk in
        checksum.add(chunk)
        return output(chunk)
      }
      writer.bytes += magic
      for value in header(identity) { writer.int(value) }
      writer.blob(SplicedColumn(Array(catalogPath.utf8), replacing: 0..<0, with: []))
      writer.ints(columns.ids)
      writer.ints(columns.rangeStarts)
      writer.ints(columns.rangeEnds)
      writer.doubles(columns.prices)
      writer.doubles(columns.discounts)
      writer.doubles(columns.ratings)
      writer.ints(columns.stocks)
      writer.blob(columns.titleBytes)
      writer.ints(columns.titleStarts)
      writer.codes(columns.categoryCodes)
      writer.text(TextColumn(columns.categoryNames))
      writer.codes(columns.brandCodes)
      writer.text(TextColumn(columns.brandNames))
      writer.blob(columns.folded)
      writer.ints(columns.foldedStarts)
      writer.flush()
      return !writer.failed
    }
    guard finished else { return false }
    return withUnsafeBytes(of: checksum.value.littleEndian) { output($0) }
  }

  /// The index in `file` (an index file's bytes) if it is whole, consistent, and for the file
  /// with `identity`, whose size is `fileSize`.
  static func decode(_ file: UnsafeRawBufferPointer, identity: FileIdentity, fileSize: Int) -> CatalogIndex? {
    guard file.count >= 8 else { return nil }
    var reader = Reader(bytes: file, before: 8)
    return decode(&reader, identity: identity, fileSize: fileSize)
  }

  /// The index in the file open at `descriptor`, `size` bytes long, read straight into the
  /// columns: nothing of it is held twice.
  static func decode(reading descriptor: Int32, size: Int, identity: FileIdentity, fileSize: Int) -> CatalogIndex? {
    guard size >= 8 else { return nil }
    var reader = Reader(remaining: size - 8) { destination in
      var done = 0
      while done < destination.count {
        guard let base = destination.baseAddress else { return false }
        let count = read(descriptor, base + done, destination.count - done)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return false }
        done += count
      }
      return true
    }
    return decode(&reader, identity: identity, fileSize: fileSize)
  }

  private static func decode(_ reader: inout Reader, identity: FileIdentity, fileSize: Int) -> CatalogIndex? {
    guard reader.take(magic.count) == magic else { return nil }
    for expected in header(identity) { guard reader.int() == expected else { return nil } }
    guard reader.blob() != nil, let ids = reader.ints(), let rangeStarts = reader.ints(),
      let rangeEnds = reader.ints(), let prices = reader.doubles(), let discounts = reader.doubles(),
      let ratings = reader.doubles(), let stocks = reader.ints(), let titles = reader.text(),
      let categoryCodes = reader.codes(), let categoryNames = reader.text(), let brandCodes = reader.codes(),
      let brandNames = reader.text(), let folded = reader.blob(), let foldedStarts = reader.ints(),
      reader.remaining == 0, reader.checksumMatches()
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
    guard reader.take(magic.count) == magic else { return nil }
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

  /// A 64-bit hash of a byte stream, eight bytes at a time, fed in chunks of any length. Word
  /// `n` goes into lane `n % 4`: four independent chains of multiply and shift keep the
  /// processor's multipliers busy, where one chain waited on each multiply (a million products'
  /// index is 290 MB, checked on every load). The lanes are folded into one value at the end.
  struct Checksum {
    private var lanes: (UInt64, UInt64, UInt64, UInt64) = (
      0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x85EB_CA77_C2B2_AE63
    )
    private var words = 0
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
      while words & 3 != 0, offset + 8 <= chunk.count {
        mix(chunk.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        offset += 8
      }
      var (a, b, c, d) = lanes
      while offset + 32 <= chunk.count {
        a = Self.step(a, chunk.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        b = Self.step(b, chunk.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
        c = Self.step(c, chunk.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
        d = Self.step(d, chunk.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
        offset += 32
        words += 4
      }
      lanes = (a, b, c, d)
      while offset + 8 <= chunk.count {
        mix(chunk.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        offset += 8
      }
      pending += chunk[offset...]
    }

    var value: UInt64 {
      var copy = self
      for byte in copy.pending { copy.mix(UInt64(byte)) }
      copy.mix(UInt64(copy.pending.count))
      var folded = Self.step(copy.lanes.0, copy.lanes.1)
      folded = Self.step(folded, copy.lanes.2)
      folded = Self.step(folded, copy.lanes.3)
      return Self.step(folded, UInt64(copy.words))
    }

    private mutating func mix(_ word: UInt64) {
      switch words & 3 {
      case 0: lanes.0 = Self.step(lanes.0, word)
      case 1: lanes.1 = Self.step(lanes.1, word)
      case 2: lanes.2 = Self.step(lanes.2, word)
      default: lanes.3 = Self.step(lanes.3, word)
      }
      words += 1
    }

    private static func step(_ state: UInt64, _ word: UInt64) -> UInt64 {
      let mixed = (state ^ word) &* 0xFF51_AFD7_ED55_8CCD
      return mixed ^ (mixed >> 29)
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

    /// A count, then the values as they are in memory where that is little-endian (a copy of
    /// the column's bytes), else one by one.
    private mutating func column<Element: BitwiseCopyable>(
      _ column: SplicedColumn<Element>, each: (inout Writer, Element) -> Void
    ) {
      int(column.count)
      #if _endian(little)
        if column.shift == 0 { return raw(column) }
      #endif
      for value in column.before { each(&self, value) }
      for value in column.inserted { each(&self, value) }
      for value in column.after { each(&self, value) }
    }

    mutating func ints(_ values: SplicedColumn<Int>) {
      let shift = values.shift
      // Before and inserted values are never shifted: write those parts, then the moved rest.
      if shift != 0 {
        int(values.count)
        for value in values.before { int(value) }
        for value in values.inserted { int(value) }
        for value in values.after { int(value + shift) }
        return
      }
      column(values) { writer, value in writer.int(value) }
    }

    mutating func doubles(_ values: SplicedColumn<Double>) {
      column(values) { writer, value in writer.int(Int(bitPattern: UInt(truncatingIfNeeded: value.bitPattern))) }
    }

    mutating func codes(_ values: SplicedColumn<Int32>) {
      column(values) { writer, value in
        withUnsafeBytes(of: value.littleEndian) { writer.bytes += $0 }
        if writer.bytes.count >= 1 << 20 { writer.flush() }
      }
    }

    mutating func blob(_ values: SplicedColumn<UInt8>) {
      int(values.count)
      raw(values)
    }

    /// The column's values as they are in memory, part by part, straight to the output.
    private mutating func raw<Element: BitwiseCopyable>(_ column: SplicedColumn<Element>) {
      flush()
      for part in [column.before, column.inserted[...], column.after] where !failed {
        failed = !part.withUnsafeBytes(output)
      }
    }

    mutating func text(_ column: TextColumn) {
      blob(SplicedColumn(column.bytes, replacing: 0..<0, with: []))
      ints(SplicedColumn(column.starts, replacing: 0..<0, with: []))
    }
  }

  /// Reads an index file front to back, each column straight into its array, checking the
  /// checksum as it goes; every count is checked against what is left before it is trusted.
  private struct Reader {
    /// Bytes left before the checksum at the end.
    private(set) var remaining: Int
    let fill: (UnsafeMutableRawBufferPointer) -> Bool
    private var checksum = Checksum()

    init(remaining: Int, fill: @escaping (UnsafeMutableRawBufferPointer) -> Bool) {
      self.remaining = remaining
      self.fill = fill
    }

    /// Reads `bytes`, all but the last `trailing` of them.
    init(bytes: UnsafeRawBufferPointer, before trailing: Int = 0) {
      var offset = 0
      self.init(remaining: max(0, bytes.count - trailing)) { destination in
        guard offset + destination.count <= bytes.count else { return false }
        if let base = destination.baseAddress, let source = bytes.baseAddress {
          base.copyMemory(from: source + offset, byteCount: destination.count)
        }
        offset += destination.count
        return true
      }
    }

    private mutating func read(into destination: UnsafeMutableRawBufferPointer) -> Bool {
      guard destination.count <= remaining, fill(destination) else { return false }
      checksum.add(UnsafeRawBufferPointer(destination))
      remaining -= destination.count
      return true
    }

    /// Whether the eight bytes after the content are the checksum of the content.
    mutating func checksumMatches() -> Bool {
      var stored: UInt64 = 0
      guard withUnsafeMutableBytes(of: &stored, fill) else { return false }
      return UInt64(littleEndian: stored) == checksum.value
    }

    mutating func take(_ count: Int) -> [UInt8]? {
      guard count >= 0, count <= remaining else { return nil }
      return values(count, of: UInt8.self)
    }

    mutating func int() -> Int? {
      var value: Int64 = 0
      guard withUnsafeMutableBytes(of: &value, { read(into: $0) }) else { return nil }
      return Int(Int64(littleEndian: value))
    }

    /// A count that the rest of the file can hold, at `size` bytes each.
    private mutating func count(of size: Int) -> Int? {
      guard let count = int(), count >= 0, count <= remaining / size else { return nil }
      return count
    }

    /// `count` values of `type` as the file has them (little-endian).
    private mutating func values<Element: BitwiseCopyable>(_ count: Int, of type: Element.Type) -> [Element]? {
      var complete = false
      let values = [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
        complete = read(into: UnsafeMutableRawBufferPointer(buffer))
        // Plain values: whatever the buffer holds is a valid (if meaningless) value of the type.
        initialized = complete ? count : 0
      }
      return complete ? values : nil
    }

    mutating func ints() -> [Int]? {
      guard MemoryLayout<Int>.size == 8, let count = count(of: 8), let raw = values(count, of: Int.self) else {
        return nil
      }
      #if _endian(little)
        return raw
      #else
        return raw.map { Int(littleEndian: $0) }
      #endif
    }

    mutating func doubles() -> [Double]? {
      guard let count = count(of: 8), let raw = values(count, of: UInt64.self) else { return nil }
      return raw.map { Double(bitPattern: UInt64(littleEndian: $0)) }
    }

    mutating func codes() -> [Int32]? {
      guard let count = count(of: 4), let raw = values(count, of: Int32.self) else { return nil }
      #if _endian(little)
        return raw
      #else
        return raw.map { Int32(littleEndian: $0) }
      #endif
    }

    mutating func blob() -> [UInt8]? {
      guard let count = count(of: 1) else { return nil }
      return values(count, of: UInt8.self)
    }

    mutating func text() -> TextColumn? {
      guard let bytes = blob(), let starts = ints(), starts.first == 0, starts.last == bytes.count,
        zip(starts, starts.dropFirst()).allSatisfy({ $0 <= $1 })
      else { return nil }
      return TextColumn(bytes: bytes, starts: starts)
    }
  }
}
