extension CatalogIndexFile {
  /// Writes the header, then each section eight-byte aligned, checksumming every block as it
  /// goes, then the directory and the table of block checksums.
  struct Writer {
    let output: (UnsafeRawBufferPointer) -> Bool
    private var pending: [UInt8] = []
    /// Bytes written so far, pending ones included.
    private var offset = 0
    private var blocks: [UInt64] = []
    private var block = Checksum()
    private var blockFill = 0
    private var directory: [(offset: Int, length: Int)] = []
    private var failed = false

    init(output: @escaping (UnsafeRawBufferPointer) -> Bool) {
      self.output = output
    }

    /// Hands `chunk` to the output, checksumming it block by block.
    private mutating func emit(_ chunk: UnsafeRawBufferPointer) {
      guard !failed else { return }
      var rest = chunk[...]
      while !rest.isEmpty {
        let part = rest.prefix(CatalogIndexFile.blockSize - blockFill)
        block.add(UnsafeRawBufferPointer(rebasing: part))
        blockFill += part.count
        if blockFill == CatalogIndexFile.blockSize { endBlock() }
        rest = rest.dropFirst(part.count)
      }
      failed = !output(chunk)
    }

    private mutating func endBlock() {
      blocks.append(block.value)
      block = Checksum()
      blockFill = 0
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

    /// One section, padded to eight bytes first, and its place in the directory.
    mutating func section(_ write: (inout Writer) -> Void) {
      append([UInt8](repeating: 0, count: (8 - offset % 8) % 8))
      let start = offset
      write(&self)
      directory.append((start, offset - start))
    }

    /// A column of offsets: the moved values shifted one by one, else as they are in memory.
    mutating func ints(_ values: SplicedColumn<Int>) {
      guard values.shift != 0 else { return self.values(values) }
      let shift = values.shift
      values.forEach { value, moved in int(moved ? value + shift : value) }
    }

    /// The column's values as they are in memory (little-endian), part by part, straight to
    /// the output.
    mutating func values<Element>(_ column: SplicedColumn<Element>) {
      flush()
      _ = column.forEachPart { part in
        emit(part)
        return !failed
      }
      offset += column.count * MemoryLayout<Element>.stride
    }

    /// The directory, the block checksums and the trailer; whether everything was written.
    mutating func finish() -> Bool {
      append([UInt8](repeating: 0, count: (8 - offset % 8) % 8))
      flush()
      if blockFill > 0 { endBlock() }
      let directoryOffset = offset
      var table: [UInt8] = []
      func put(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { table += $0 } }
      put(UInt64(directory.count))
      for entry in directory {
        put(UInt64(entry.offset))
        put(UInt64(entry.length))
      }
      put(UInt64(blocks.count))
      for value in blocks { put(value) }
      put(UInt64(directoryOffset))
      let trailer = table.withUnsafeBytes { bytes in
        var checksum = Checksum()
        checksum.add(bytes)
        return checksum.value
      }
      put(trailer)
      guard !failed else { return false }
      return table.withUnsafeBytes(output)
    }
  }
}
