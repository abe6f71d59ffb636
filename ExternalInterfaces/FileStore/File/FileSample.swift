/// A hash of 33 blocks of 4 KB spread evenly through a file, the first and the last among them:
/// cheap evidence of a file's content (132 KB read, whatever its size), kept with its index so
/// that a file edited in place is not answered from an index of its old bytes. It cannot see an
/// edit that falls between two blocks; the index's reads guard that (each product read from its
/// range must carry the id the index has for it). A command reads it only for a version that
/// changed shortly before its index saw it (`FileIdentity.isSettled(before:)`, D102).
enum FileSample {
  static let blockSize = 4096
  static let blocks = 33

  /// Where the blocks of a file of `count` bytes lie, in the order they are hashed.
  static func blocks(count: Int) -> [Range<Int>] {
    guard count > 0 else { return [] }
    let last = max(0, count - blockSize)
    return (0..<blocks).map { block in
      let start = last / (blocks - 1) * block + (block == blocks - 1 ? last % (blocks - 1) : 0)
      return start..<min(count, start + blockSize)
    }
  }

  static func hash(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var checksum = start(count: bytes.count)
    for block in blocks(count: bytes.count) {
      checksum.add(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[block]))
    }
    return checksum.value
  }

  /// The same hash of the `count` bytes of the file open at `descriptor`, read rather than
  /// mapped: a command that opens an index samples a file it then reads a few places of, and the
  /// faults that map each block, and the pages around it, cost more than the reads. Nil when a
  /// block cannot be read whole.
  static func hash(reading descriptor: Int32, count: Int) -> UInt64? {
    var checksum = start(count: count)
    var buffer = [UInt8](repeating: 0, count: blockSize)
    for block in blocks(count: count) {
      let read = buffer.withUnsafeMutableBytes { buffer in
        CacheFile.readAll(
          into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<block.count]), from: descriptor, at: block.lowerBound
        )
      }
      guard read else { return nil }
      buffer.withUnsafeBytes { checksum.add(UnsafeRawBufferPointer(rebasing: $0[0..<block.count])) }
    }
    return checksum.value
  }

  private static func start(count: Int) -> CatalogIndexFile.Checksum {
    var checksum = CatalogIndexFile.Checksum()
    withUnsafeBytes(of: UInt64(count).littleEndian) { checksum.add($0) }
    return checksum
  }
}
