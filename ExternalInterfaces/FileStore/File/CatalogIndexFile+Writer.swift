extension CatalogIndexFile {
  /// Writes the header, then each section eight-byte aligned, checksumming every page as it
  /// goes, then the pages' checksums, the blocks' checksums, the directory and the table of
  /// group checksums.
  struct Writer {
    let output: (UnsafeRawBufferPointer) -> Bool
    private var pending: [UInt8] = []
    /// Bytes written so far, pending ones included.
    private var offset = 0
    private var pageSums: [UInt64] = []
    private var page = Checksum()
    private var pageFill = 0
    private var directory: [(offset: Int, length: Int)] = []
    private var failed = false
    /// The first block's bytes, kept so the header in it can be stamped later (`Stamp`).
    private var firstBlock: [UInt8] = []

    init(output: @escaping (UnsafeRawBufferPointer) -> Bool) {
      self.output = output
    }

    /// Hands `chunk` to the output, checksumming it page by page.
    private mutating func emit(_ chunk: UnsafeRawBufferPointer) {
      guard !failed else { return }
      if firstBlock.count < CatalogIndexFile.blockSize {
        firstBlock += chunk.prefix(CatalogIndexFile.blockSize - firstBlock.count)
      }
      var rest = chunk[...]
      while !rest.isEmpty {
        let part = rest.prefix(CatalogIndexFile.pageSize - pageFill)
        page.add(UnsafeRawBufferPointer(rebasing: part))
        pageFill += part.count
        if pageFill == CatalogIndexFile.pageSize { endPage() }
        rest = rest.dropFirst(part.count)
      }
      failed = !output(chunk)
    }

    private mutating func endPage() {
      pageSums.append(page.value)
      page = Checksum()
      pageFill = 0
    }

    private mutating func flush() {
      if !pending.isEmpty { pending.withUnsafeBytes { emit($0) } }
      pending.removeAll(keepingCapacity: true)
    }

    mutating func append(_ bytes: [UInt8]) {
      pending += bytes
      offset += bytes.count
      if pending.count >= 1 << 20 { flush() }
    }

    mutating func int(_ value: Int) {
      withUnsafeBytes(of: Int64(value).littleEndian) { pending += $0 }
      offset += 8
      if pending.count >= 1 << 20 { flush() }
    }

    /// One section, padded to `alignment` bytes first (eight, or a page), and its place in the
    /// directory.
    mutating func section(alignedTo alignment: Int = 8, _ write: (inout Writer) -> Void) {
      append([UInt8](repeating: 0, count: (alignment - offset % alignment) % alignment))
      let start = offset
      write(&self)
      directory.append((start, offset - start))
    }

    /// A column of offsets: the moved values shifted, the rest as they are in memory.
    mutating func ints(_ values: SplicedColumn<Int>) {
      guard values.shift != 0 else { return self.values(values) }
      flush()
      _ = values.forEachPart(shiftingMovedBy: values.shift) { part in
        emit(part)
        return !failed
      }
      offset += values.count * MemoryLayout<Int>.stride
    }

    /// The column's values as they are in memory (little-endian), part by part, straight to
    /// the output.
    mutating func values<Element>(_ column: SplicedColumn<Element>) {
      parts(count: column.count * MemoryLayout<Element>.stride, column.forEachPart)
    }

    /// `count` bytes that `make` hands on part by part (while it is told true), straight to the
    /// output.
    mutating func parts(count: Int, _ make: ((UnsafeRawBufferPointer) -> Bool) -> Bool) {
      flush()
      _ = make { part in
        emit(part)
        return !failed
      }
      offset += count
    }

    /// The pages' checksums, the blocks' checksums, the directory, the group checksums and the
    /// trailer; what stamps the header later, or nil when something was not written.
    mutating func finish() -> Stamp? {
      append([UInt8](repeating: 0, count: (8 - offset % 8) % 8))
      flush()
      if pageFill > 0 { endPage() }
      let stamp = Stamp(firstBlock: firstBlock, pageSums: pageSums, directory: directory, dataEnd: offset)
      guard !failed else { return nil }
      return Stamp.bytes(of: pageSums[...]).withUnsafeBytes(output) && stamp.table.withUnsafeBytes(output)
        ? stamp : nil
    }
  }

  /// What an index written before the identity of its catalog was known needs to be made
  /// whole: the first block (which holds the header) and every page's checksum, so the identity
  /// is written in and the checksums it changes are made again without reading the file back.
  struct Stamp: Sendable {
    fileprivate let firstBlock: [UInt8]
    fileprivate let pageSums: [UInt64]
    fileprivate let directory: [(offset: Int, length: Int)]
    /// Where the columns end and the pages' checksums start.
    fileprivate let dataEnd: Int

    fileprivate static func bytes(of sums: ArraySlice<UInt64>) -> [UInt8] {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(8 * sums.count)
      for value in sums { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
      return bytes
    }

    /// Each block's checksum: of its pages' checksums, so a page is checked without its block.
    private var blockSums: [UInt64] { Self.sums(of: pageSums, by: CatalogIndexFile.pagesPerBlock) }

    /// The checksum of each run of `count` of `sums`.
    private static func sums(of sums: [UInt64], by count: Int) -> [UInt64] {
      stride(from: 0, to: sums.count, by: count).map { first in
        var checksum = Checksum()
        bytes(of: sums[first..<min(sums.count, first + count)]).withUnsafeBytes { checksum.add($0) }
        return checksum.value
      }
    }

    /// The blocks' checksums, then the directory, where the columns end, the group checksums,
    /// the directory's offset and the checksum of the directory and the groups: the end of the
    /// file. A block's checksum is checked against its group's the first time a page of it is
    /// read, so opening checks the groups' few hundred bytes, not every block's.
    fileprivate var table: [UInt8] {
      let blocks = blockSums
      var table = Self.bytes(of: blocks[...])
      let directoryOffset = dataEnd + 8 * (pageSums.count + blocks.count)
      func put(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { table += $0 } }
      put(UInt64(directory.count))
      for entry in directory {
        put(UInt64(entry.offset))
        put(UInt64(entry.length))
      }
      put(UInt64(dataEnd))
      put(UInt64(blocks.count))
      for value in Self.sums(of: blocks, by: CatalogIndexFile.blocksPerGroup) { put(value) }
      put(UInt64(directoryOffset))
      let trailer = table.withUnsafeBytes { bytes in
        var checksum = Checksum()
        checksum.add(UnsafeRawBufferPointer(rebasing: bytes[(8 * blocks.count)...]))
        return checksum.value
      }
      put(trailer)
      return table
    }

    /// The writes (at their offsets) that put `header` where the header written was, with the
    /// first block's page checksums, its block checksum and the trailer made again.
    func writes(header: [Int]) -> [(offset: Int, bytes: [UInt8])] {
      var bytes: [UInt8] = []
      for value in header { withUnsafeBytes(of: Int64(value).littleEndian) { bytes += $0 } }
      let start = CatalogIndexFile.magic.count
      var first = firstBlock
      first.replaceSubrange(start..<(start + bytes.count), with: bytes)
      var sums = pageSums
      for (number, pageStart) in stride(from: 0, to: first.count, by: CatalogIndexFile.pageSize).enumerated() {
        var checksum = Checksum()
        first[pageStart..<min(first.count, pageStart + CatalogIndexFile.pageSize)].withUnsafeBytes { checksum.add($0) }
        sums[number] = checksum.value
      }
      let stamped = Stamp(firstBlock: first, pageSums: sums, directory: directory, dataEnd: dataEnd)
      let firstSums = Self.bytes(of: sums.prefix(CatalogIndexFile.pagesPerBlock))
      return [(start, bytes), (dataEnd, firstSums), (dataEnd + 8 * sums.count, stamped.table)]
    }
  }
}
