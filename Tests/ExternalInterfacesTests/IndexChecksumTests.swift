import Testing

@testable import ExternalInterfaces

/// The index's checksum is computed as the index is written in chunks and as it is read in
/// others: its value must depend on the bytes alone, never on where the chunks end, and change
/// with any byte.
@Suite struct IndexChecksumTests {
  static let bytes: [UInt8] = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }

  static func checksum(_ bytes: [UInt8], cuts: [Int]) -> UInt64 {
    var checksum = CatalogIndexFile.Checksum()
    var start = 0
    for end in cuts + [bytes.count] where end >= start {
      bytes[start..<end].withUnsafeBytes { checksum.add($0) }
      start = end
    }
    return checksum.value
  }

  @Test(arguments: [[], [1], [7, 8, 9], [31, 32, 33, 64, 65], [3, 11, 40, 41, 42, 100, 333, 999], Array(1..<1_000)])
  func theValueDependsOnTheBytesNotTheChunks(cuts: [Int]) {
    #expect(Self.checksum(Self.bytes, cuts: cuts) == Self.checksum(Self.bytes, cuts: []))
  }

  /// A page checked as a command reads it is hashed in one go (`of`): the same value as the
  /// chunks the writer adds, for every length, whole words, bytes past them, or none.
  @Test func oneChunkHashesAsTheStreamDoes() {
    for length in 0...Self.bytes.count {
      let prefix = Array(Self.bytes.prefix(length))
      let whole = prefix.withUnsafeBytes { CatalogIndexFile.Checksum.of($0) }
      #expect(whole == Self.checksum(prefix, cuts: [length / 3, length / 2]), "\(length) bytes")
    }
  }

  @Test(arguments: [0, 7, 8, 31, 32, 500, 999])
  func anyChangedByteChangesTheValue(position: Int) {
    var changed = Self.bytes
    changed[position] ^= 0x01
    #expect(Self.checksum(changed, cuts: [13, 64]) != Self.checksum(Self.bytes, cuts: []))
  }

  /// Words that trade places change the value: in the same lane (32 bytes apart), in others.
  @Test(arguments: [32, 8, 168])
  func wordsThatTradePlacesChangeTheValue(distance: Int) {
    var moved = Self.bytes
    let (first, second) = (64..<72, (64 + distance)..<(72 + distance))
    #expect(moved[first] != moved[second])
    moved.replaceSubrange(first, with: Self.bytes[second])
    moved.replaceSubrange(second, with: Self.bytes[first])
    #expect(Self.checksum(moved, cuts: [100]) != Self.checksum(Self.bytes, cuts: []))
  }

  @Test func lengthCounts() {
    // Trailing zero bytes are data: a longer stream of the same prefix hashes differently.
    #expect(Self.checksum(Self.bytes + [0], cuts: []) != Self.checksum(Self.bytes, cuts: []))
    #expect(Self.checksum(Array(Self.bytes.prefix(999)), cuts: []) != Self.checksum(Self.bytes, cuts: []))
  }
}
