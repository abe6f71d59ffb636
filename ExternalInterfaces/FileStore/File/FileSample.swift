/// A hash of 33 blocks of 4 KB spread evenly through a file, the first and the last among them:
/// cheap evidence of a file's content (132 KB read, whatever its size), kept with its index so
/// that a file edited in place is not answered from an index of its old bytes. It cannot see an
/// edit that falls between two blocks; the index's reads guard that (each product read from its
/// range must carry the id the index has for it).
enum FileSample {
  static let blockSize = 4096
  static let blocks = 33

  static func hash(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var checksum = CatalogIndexFile.Checksum()
    let count = bytes.count
    withUnsafeBytes(of: UInt64(count).littleEndian) { checksum.add($0) }
    guard count > 0 else { return checksum.value }
    let last = max(0, count - blockSize)
    for block in 0..<blocks {
      let start = last / (blocks - 1) * block + (block == blocks - 1 ? last % (blocks - 1) : 0)
      let end = min(count, start + blockSize)
      checksum.add(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[start..<end]))
    }
    return checksum.value
  }
}
