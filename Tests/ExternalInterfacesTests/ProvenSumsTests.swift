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
    #expect(proven.pageSum(block * perBlock) == nil)
    Self.sums(from: 100, count: perBlock).withUnsafeBytes { proven.hold(block: block, pageSums: $0) }
    #expect((0..<perBlock).allSatisfy { proven.pageSum(block * perBlock + $0) == 100 + UInt64($0) })
    #expect(proven.pageSum((block + 1) * perBlock) == nil && proven.groups == [7, 8])
    // The block whose number names the same slot puts this one out.
    let rival = block + ProvenSums.blockSlots
    Self.sums(from: 500, count: 2).withUnsafeBytes { proven.hold(block: rival, pageSums: $0) }
    #expect(proven.pageSum(block * perBlock) == nil)
    #expect(proven.pageSum(rival * perBlock + 1) == 501)
  }

  @Test func aGroupsBlockChecksumsAreHeldOnceGiven() {
    var proven = ProvenSums()
    let perGroup = CatalogIndexFile.blocksPerGroup
    #expect(proven.blockSum(0) == nil)
    Self.sums(from: 1, count: perGroup).withUnsafeBytes { proven.hold(group: 1, blockSums: $0) }
    #expect(proven.blockSum(perGroup) == 1 && proven.blockSum(2 * perGroup - 1) == UInt64(perGroup))
    #expect(proven.blockSum(0) == nil && proven.blockSum(2 * perGroup) == nil)
    let rival = 1 + ProvenSums.groupSlots
    Self.sums(from: 90, count: 1).withUnsafeBytes { proven.hold(group: rival, blockSums: $0) }
    #expect(proven.blockSum(perGroup) == nil && proven.blockSum(rival * perGroup) == 90)
  }
}
