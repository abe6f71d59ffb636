import Testing

@testable import ExternalInterfaces

/// The checksums a page's check has proven are kept by block and by group, each in the slot its
/// number names: what is held is what was given, and a block or group given a taken slot puts
/// out the one before it.
@Suite struct ProvenSumsTests {
  /// Little-endian checksums, as the file keeps them: `count` of them from `first`.
  static func sums(from first: UInt64, count: Int) -> [UInt8] {
    (0..<UInt64(count)).flatMap { withUnsafeBytes(of: (first + $0).littleEndian, Array.init) }
  }

  @Test func aBlocksPageChecksumsAreHeldOnceGiven() {
    var proven = ProvenSums(groups: [7, 8])
    let perBlock = CatalogIndexFile.pagesPerBlock
    let block = 3
    #expect(proven.pages.width == perBlock && proven.pages.sum(block * perBlock) == nil)
    Self.sums(from: 100, count: perBlock).withUnsafeBytes { proven.pages.hold(block, $0) }
    #expect((0..<perBlock).allSatisfy { proven.pages.sum(block * perBlock + $0) == 100 + UInt64($0) })
    #expect(proven.pages.sum((block + 1) * perBlock) == nil && proven.groups == [7, 8])
    // The block whose number names the same slot puts this one out.
    let rival = block + proven.pages.slots
    Self.sums(from: 500, count: 2).withUnsafeBytes { proven.pages.hold(rival, $0) }
    #expect(proven.pages.sum(block * perBlock) == nil)
    #expect(proven.pages.sum(rival * perBlock + 1) == 501)
  }

  @Test func aGroupsBlockChecksumsAreHeldOnceGiven() {
    var proven = ProvenSums()
    let perGroup = CatalogIndexFile.blocksPerGroup
    #expect(proven.blocks.width == perGroup && proven.blocks.sum(0) == nil)
    Self.sums(from: 1, count: perGroup).withUnsafeBytes { proven.blocks.hold(1, $0) }
    #expect(proven.blocks.sum(perGroup) == 1 && proven.blocks.sum(2 * perGroup - 1) == UInt64(perGroup))
    #expect(proven.blocks.sum(0) == nil && proven.blocks.sum(2 * perGroup) == nil)
    let rival = 1 + proven.blocks.slots
    Self.sums(from: 90, count: 1).withUnsafeBytes { proven.blocks.hold(rival, $0) }
    #expect(proven.blocks.sum(perGroup) == nil && proven.blocks.sum(rival * perGroup) == 90)
  }
}
