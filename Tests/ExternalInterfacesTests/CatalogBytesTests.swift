import Foundation
import Testing

@testable import ExternalInterfaces

#if canImport(Glibc)
  import Glibc
#endif

/// A page's products are read from the file rather than faulted in through its map (issue 60):
/// the read must give the map's bytes, and must fail, not fault, where the file got shorter.
@Suite struct CatalogBytesTests {
  @Test func aReadGivesTheBytesTheMapHolds() throws {
    let bytes = FileSampleTests.bytes(100_003)
    let path = try FileSampleTests.file(bytes)
    defer { unlink(path) }
    let file = try CatalogBytes(path: path)
    #expect(file.mapped)
    var scratch: [UInt8] = []
    for range in [0..<1, 4_090..<4_100, 50_000..<58_193, 99_000..<100_003, 7..<7] {
      #expect(file.copy(range, into: &scratch))
      #expect(Array(scratch[0..<range.count]) == Array(bytes[range]), "\(range)")
      #expect(Array(scratch[0..<range.count]) == Array(file.buffer[range]), "\(range)")
    }
  }

  @Test func aRangeTheFileNoLongerHoldsIsRefusedNotFaulted() throws {
    let path = try FileSampleTests.file(FileSampleTests.bytes(100_003))
    defer { unlink(path) }
    let file = try CatalogBytes(path: path)
    var scratch: [UInt8] = []
    #expect(!file.copy(99_000..<100_004, into: &scratch))
    #expect(!file.copy(-1..<3, into: &scratch))
    // Cut short after it was mapped: reading the map past the end would raise SIGBUS.
    #expect(truncate(path, 50_000) == 0)
    #expect(!file.copy(60_000..<61_000, into: &scratch))
    #expect(!file.copy(49_000..<51_000, into: &scratch))
    #expect(file.copy(1_000..<2_000, into: &scratch))
  }
}
