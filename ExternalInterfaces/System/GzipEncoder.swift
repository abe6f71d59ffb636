/// gzip (RFC 1952) by the system's zlib, opened at run time as libpq and libcurl are (D96): a
/// machine without zlib still serves, uncompressed. zlib's one-call `compress2` makes a zlib stream
/// (RFC 1950); its deflate data, between a two-byte header and a four-byte Adler-32, is what a gzip
/// member wraps with its own header and a CRC-32. The one-call functions need no `z_stream`, whose
/// layout Swift cannot declare.
struct GzipEncoder: Sendable {
  private typealias Compress =
    @convention(c) (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt, Int32) ->
    Int32
  private typealias Bound = @convention(c) (UInt) -> UInt
  private typealias Checksum = @convention(c) (UInt, UnsafePointer<UInt8>?, UInt32) -> UInt

  private let compress: Compress
  private let bound: Bound
  private let crc32: Checksum
  /// zlib's level: 1 is the fastest; measured in PERFORMANCE.md against 6, its default.
  let level: Int32

  /// zlib, or nil when this machine has none.
  init?(level: Int32 = 1) {
    guard let library = DynamicLibrary(["libz.so.1", "libz.so"]),
      let compress = library.symbol("compress2", as: Compress.self),
      let bound = library.symbol("compressBound", as: Bound.self),
      let crc32 = library.symbol("crc32", as: Checksum.self)
    else { return nil }
    (self.compress, self.bound, self.crc32, self.level) = (compress, bound, crc32, level)
  }

  /// `bytes` as one gzip member; nil if zlib failed (then the bytes go as they are).
  func gzip(_ bytes: [UInt8]) -> [UInt8]? {
    var zlibLength = bound(UInt(bytes.count))
    var stream = [UInt8](repeating: 0, count: Int(zlibLength))
    let status = stream.withUnsafeMutableBufferPointer { out in
      bytes.withUnsafeBufferPointer { compress(out.baseAddress, &zlibLength, $0.baseAddress, UInt($0.count), level) }
    }
    // Z_OK; a stream always has its header and its Adler-32.
    guard status == 0, zlibLength >= 6 else { return nil }
    let deflated = stream[2..<(Int(zlibLength) - 4)]
    // ID1 ID2, deflate, no flags, no time, no extra flags, Unix.
    var member: [UInt8] = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]
    member.reserveCapacity(member.count + deflated.count + 8)
    member += deflated
    member += Self.littleEndian(UInt32(truncatingIfNeeded: checksum(bytes)))
    member += Self.littleEndian(UInt32(truncatingIfNeeded: bytes.count))
    return member
  }

  /// CRC-32 in pieces zlib's 32-bit length can take.
  private func checksum(_ bytes: [UInt8]) -> UInt {
    bytes.withUnsafeBufferPointer { buffer in
      var crc: UInt = 0
      var start = 0
      while start < buffer.count {
        let length = min(buffer.count - start, 1 << 30)
        crc = crc32(crc, buffer.baseAddress.map { $0 + start }, UInt32(length))
        start += length
      }
      return crc
    }
  }

  private static func littleEndian(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }
}
