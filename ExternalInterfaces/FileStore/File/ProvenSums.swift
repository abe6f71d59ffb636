/// Checksums of an index file already proven, held so that checking a page reads none of them
/// twice: every group's (the trailer's, which its own checksum vouched for as the file opened),
/// the block checksums of a few groups whose group matched, and the page checksums of a few
/// blocks whose block matched. A point read checks a few dozen pages, many in blocks it has
/// checked already; read again each time, a page's checksum cost a read of its own, and its
/// block's and group's another each (`IndexFileBytes.check(page:holding:of:)`).
///
/// Slots are direct-mapped (a block's slot is its number modulo their count) and filled when
/// first asked: a point read's blocks rarely share a slot, and a whole check never asks twice.
struct ProvenSums {
  static let groupSlots = 4
  static let blockSlots = 32

  /// The trailer's checksums, one per group of blocks.
  private(set) var groups: [UInt64] = []
  /// The group or block each slot holds, -1 for none.
  private var heldGroups: [Int] = []
  private var heldBlocks: [Int] = []
  /// Each slot's checksums: a group's blocks' (`blocksPerGroup` each), a block's pages'
  /// (`pagesPerBlock` each).
  private var blockSums: [UInt64] = []
  private var pageSums: [UInt64] = []

  init(groups: [UInt64] = []) {
    self.groups = groups
  }

  /// The checksum of block `number`'s page checksums, when its group's are held.
  func blockSum(_ number: Int) -> UInt64? {
    let perGroup = CatalogIndexFile.blocksPerGroup
    let group = number / perGroup
    let slot = group % Self.groupSlots
    guard !heldGroups.isEmpty, heldGroups[slot] == group else { return nil }
    return blockSums[slot * perGroup + number % perGroup]
  }

  /// The checksum of page `number`, when its block's page checksums are held.
  func pageSum(_ number: Int) -> UInt64? {
    let perBlock = CatalogIndexFile.pagesPerBlock
    let block = number / perBlock
    let slot = block % Self.blockSlots
    guard !heldBlocks.isEmpty, heldBlocks[slot] == block else { return nil }
    return pageSums[slot * perBlock + number % perBlock]
  }

  /// Holds group `number`'s block checksums, `sums` (little-endian, as the file keeps them; the
  /// last group's may be fewer), found to match the group's.
  mutating func hold(group number: Int, blockSums sums: UnsafeRawBufferPointer) {
    if heldGroups.isEmpty {
      heldGroups = Array(repeating: -1, count: Self.groupSlots)
      blockSums = Array(repeating: 0, count: Self.groupSlots * CatalogIndexFile.blocksPerGroup)
    }
    let slot = number % Self.groupSlots
    Self.store(
      sums, into: &blockSums, at: slot * CatalogIndexFile.blocksPerGroup, limit: CatalogIndexFile.blocksPerGroup)
    heldGroups[slot] = number
  }

  /// Holds block `number`'s page checksums, `sums`, found to match the block's.
  mutating func hold(block number: Int, pageSums sums: UnsafeRawBufferPointer) {
    if heldBlocks.isEmpty {
      heldBlocks = Array(repeating: -1, count: Self.blockSlots)
      pageSums = Array(repeating: 0, count: Self.blockSlots * CatalogIndexFile.pagesPerBlock)
    }
    let slot = number % Self.blockSlots
    Self.store(sums, into: &pageSums, at: slot * CatalogIndexFile.pagesPerBlock, limit: CatalogIndexFile.pagesPerBlock)
    heldBlocks[slot] = number
  }

  private static func store(_ sums: UnsafeRawBufferPointer, into table: inout [UInt64], at start: Int, limit: Int) {
    for index in 0..<min(limit, sums.count / 8) {
      table[start + index] = UInt64(littleEndian: sums.loadUnaligned(fromByteOffset: 8 * index, as: UInt64.self))
    }
  }
}
