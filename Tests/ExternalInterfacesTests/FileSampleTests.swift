import Foundation
import Testing

@testable import ExternalInterfaces

#if canImport(Glibc)
  import Glibc
#endif

/// A file's content sample is taken from its map when it is written and read from the file when
/// a command looks for its index: the two ways must give the same value, or every index would
/// look stale.
@Suite struct FileSampleTests {
  static func file(_ bytes: [UInt8]) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sample-\(UUID().uuidString)").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  static func bytes(_ count: Int) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 11) }
  }

  @Test(arguments: [0, 1, 4_095, 4_096, 4_097, 33 * 4_096 - 1, 33 * 4_096 + 5, 1_000_003])
  func readingAndMappingGiveOneValue(count: Int) throws {
    let bytes = Self.bytes(count)
    let path = try Self.file(bytes)
    defer { unlink(path) }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    defer { close(descriptor) }
    let read = FileSample.hash(reading: descriptor, count: count)
    #expect(read == bytes.withUnsafeBufferPointer { FileSample.hash(of: $0) })
  }

  /// The first and the last bytes are always sampled; a file shorter than it was is not read
  /// as if it were whole.
  @Test func theEndsAreSampledAndAShortFileIsNotHashed() throws {
    let bytes = Self.bytes(1_000_003)
    for place in [0, bytes.count - 1] {
      var changed = bytes
      changed[place] ^= 0x01
      #expect(
        changed.withUnsafeBufferPointer { FileSample.hash(of: $0) }
          != bytes.withUnsafeBufferPointer { FileSample.hash(of: $0) })
    }
    let path = try Self.file(Array(bytes.prefix(500_000)))
    defer { unlink(path) }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    defer { close(descriptor) }
    #expect(FileSample.hash(reading: descriptor, count: bytes.count) == nil)
  }
}
