/// Checksums of an index file already proven, held so that checking a page reads none of them
/// twice: every group's (the trailer's, which its own checksum vouched for as the file opened),
/// the block checksums of a few groups whose group matched, and the page checksums of a few
/// blocks whose block matched. A point read checks a few dozen pages, many in blocks it has
/// checked already; read again each time, a page's checksum cost a read of its own, and its
/// block's and group's another each (`IndexFileBytes.check(page:holding:of:)`).
struct ProvenSums {
  /// The trailer's checksums, one per group of blocks.
  let groups: [UInt64]
  /// A few groups' block checksums, and a few blocks' page checksums.
  var blocks = Runs(slots: 4, width: CatalogIndexFile.blocksPerGroup)
  var pages = Runs(slots: 32, width: CatalogIndexFile.pagesPerBlock)

  init(groups: [UInt64] = []) {
    self.groups = groups
  }

  /// Runs of `width` checksums, each run found to match the checksum that covers it, held in
  /// the slot its number names (run `n` in slot `n % slots`), filled when first given: a point
  /// read's runs rarely share a slot, and a whole check never asks twice.
  struct Runs {
    let slots: Int
    let width: Int
    /// The run each slot holds, -1 for none; made when the first run is given.
    private var held: [Int] = []
    private var sums: [UInt64] = []

    init(slots: Int, width: Int) {
      (self.slots, self.width) = (slots, width)
    }

    /// Checksum `number` (of the whole table), when its run is held.
    func sum(_ number: Int) -> UInt64? {
      let run = number / width
      guard !held.isEmpty, held[run % slots] == run else { return nil }
      return sums[run % slots * width + number % width]
    }

    /// Holds run `number`, `bytes` (little-endian checksums, as the file keeps them; the
    /// table's last run may be shorter), found to match.
    mutating func hold(_ number: Int, _ bytes: UnsafeRawBufferPointer) {
      if held.isEmpty {
        held = Array(repeating: -1, count: slots)
        sums = Array(repeating: 0, count: slots * width)
      }
      let slot = number % slots
      for index in 0..<min(width, bytes.count / 8) {
        sums[slot * width + index] = UInt64(
          littleEndian: bytes.loadUnaligned(fromByteOffset: 8 * index, as: UInt64.self))
      }
      held[slot] = number
    }
  }
}
