/// The seal that ends a record of an index file (`ListingRecords`, `IDRecords`): a checksum of
/// the record's other words, then its place, so that a record changed in any bit, or read from
/// another place, does not match. A point read proves the record by it, without its page.
enum RecordSeal {
  /// The seal of `record` (its words, the last one the seal's) at `place`.
  static func of(_ record: UnsafeBufferPointer<Int>, at place: Int) -> Int {
    let sealWord = record.count - 1
    return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: record.count) { sealed in
      for word in 0..<sealWord { sealed[word] = UInt64(UInt(bitPattern: record[word])).littleEndian }
      sealed[sealWord] = UInt64(UInt(bitPattern: place)).littleEndian
      return Int(bitPattern: UInt(CatalogIndexFile.Checksum.of(UnsafeRawBufferPointer(sealed))))
    }
  }

  /// Whether `record`, `width` words, ends with its seal at `place`.
  static func holds(_ record: UnsafeBufferPointer<Int>, width: Int, at place: Int) -> Bool {
    record.count == width && record[width - 1] == of(record, at: place)
  }
}
