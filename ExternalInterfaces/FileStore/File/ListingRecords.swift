/// The values a listing shows of one product (`CatalogIndex.carried`), as an index keeps them:
/// NaN for no rating, `Int.min` for no stock, -1 for no brand, and the title as its place in
/// the titles' bytes.
struct ListedValues {
  var id: Int
  var price: Double
  var discount: Double
  var rating: Double
  var stock: Int
  var title: Range<Int>
  var categoryCode: Int32
  var brandCode: Int32
}

extension ListedValues: Equatable {
  /// The same bits: a rating of none (NaN) equals none.
  static func == (lhs: ListedValues, rhs: ListedValues) -> Bool {
    lhs.id == rhs.id && lhs.price.bitPattern == rhs.price.bitPattern
      && lhs.discount.bitPattern == rhs.discount.bitPattern && lhs.rating.bitPattern == rhs.rating.bitPattern
      && lhs.stock == rhs.stock && lhs.title == rhs.title && lhs.categoryCode == rhs.categoryCode
      && lhs.brandCode == rhs.brandCode
  }
}

/// Each product's listed values side by side, a record of sixteen words, where the columns keep
/// each value beside the same value of the other products: listing a product reads one place
/// of the file, in one page, where the columns took nine, each a page to read and check. A
/// title of up to `titleBytes` bytes is in the record too (zeros after it; all zeros for a
/// longer one, read from the titles' bytes): read from there, a page of twenty products spread
/// through the catalog read forty pages of the file, now twenty. The columns stay for the scans
/// and sorts that read one value of every product. The whole check proves each record equal to
/// the columns (`CatalogIndex.listingAgrees`).
///
/// Each record ends with its seal, a checksum of its other words and its position: a point read
/// reads the record's 128 bytes alone and proves them by the seal, where it read and hashed the
/// record's page of 4 KiB and that page's checksums (three reads). A record moved to another
/// place, or changed in any bit, does not match.
struct ListingRecords: Sendable {
  /// Hands the bytes of the titles at a range to a body (the titles a record is written with).
  typealias TitleSource = (Range<Int>, (UnsafeBufferPointer<UInt8>) -> Void) -> Void

  /// The words of a record: 128 bytes, so that a section starting on a page holds whole records
  /// in each page; the values take the first eight, the seal the last, the title the rest.
  static let width = 16
  static let valueWords = 8
  static let sealWord = width - 1
  static let titleBytes = 8 * (sealWord - valueWords)

  let words: IndexColumn<Int>
  /// The records read last: a walk's check of a product's category reads the record its
  /// listing reads next.
  let kept = KeptRecords()

  var count: Int { words.count / Self.width }

  /// The values of the product at `position`; nil, and the file marked damaged, when the
  /// records end before it (a checked index never has that).
  func values(at position: Int) -> ListedValues? {
    record(at: position) { words in Self.values(words) }
  }

  /// The values of the product at `position` and its title, when the record holds it (nil for a
  /// longer one); nil, and the file marked damaged, when the records end before it.
  func listed(at position: Int) -> (values: ListedValues, title: String?)? {
    record(at: position) { words in
      Self.values(words).map { values in
        let title = Self.inlines(values.title) ? Self.inlineTitle(of: words, count: values.title.count) : nil
        return (values, title)
      }
    }
  }

  /// Whether `record` (a record's words) holds `values` and the title `bytes` as it must at
  /// `position`: the record `write` makes of them, word for word (all of the title when it fits,
  /// `inlines`, then zeros, then the seal). The whole check's proof, a stretch at a time:
  /// compared byte by byte, a record's title took more than its values, a thousand
  /// instructions a product.
  static func agrees(
    _ record: UnsafeBufferPointer<Int>, with values: ListedValues, title bytes: UnsafeBufferPointer<UInt8>,
    at position: Int
  ) -> Bool {
    guard record.count == width else { return false }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: width) { expected in
      write(values, title: bytes, at: position, to: expected)
      return (0..<width).allSatisfy { expected[$0] == record[$0] }
    }
  }

  /// Whether `record` is a whole record of `position`, its seal matching (`RecordSeal`).
  static func isSealed(_ record: UnsafeBufferPointer<Int>, at position: Int) -> Bool {
    RecordSeal.holds(record, width: width, at: position)
  }

  /// Whether a title lying at `range` of the titles' bytes is kept in its record: the rule the
  /// writer and the readers share.
  static func inlines(_ range: Range<Int>) -> Bool { range.count <= titleBytes }

  /// `read` given the words of the record at `position`; nil, and the file marked damaged, when
  /// the records end before it, its seal does not match, or `read` finds the record impossible.
  /// Read alone while the file is read by copies (its seal its proof), else through its page;
  /// through its page too when a record beside it was just read, as a list in the catalog's
  /// order reads them: a page of copies serves the next 31 (a hundred products read alone were
  /// a hundred reads, where their pages were four).
  private func record<Result>(at position: Int, _ read: (UnsafeBufferPointer<Int>) -> Result?) -> Result? {
    if let result = kept.withRecord(at: position, read) { return result }
    let wanted = (Self.width * position)..<(Self.width * position + Self.width)
    func proven(_ words: UnsafeBufferPointer<Int>) -> Result? {
      guard Self.isSealed(words, at: position), let result = read(words) else { return nil }
      kept.keep(words, at: position)
      return result
    }
    let result: Result?
    if !kept.holdsNeighbour(of: position), let alone = words.withValuesReadAlone(of: wanted, proven) {
      result = alone
    } else {
      result = words.withValues(of: wanted, proven)
    }
    if result == nil { words.reportDamage() }
    return result
  }

  private static func inlineTitle(of words: UnsafeBufferPointer<Int>, count: Int) -> String {
    let bytes = UnsafeRawBufferPointer(words)[(8 * valueWords)..<(8 * valueWords + count)]
    return String(decoding: UnsafeRawBufferPointer(rebasing: bytes), as: UTF8.self)
  }

  /// A record's words made values: the rule `write(_:to:)` inverts.
  private static func values(_ words: UnsafeBufferPointer<Int>) -> ListedValues? {
    guard words[5] <= words[6] else { return nil }
    let codes = UInt64(UInt(bitPattern: words[7]))
    return ListedValues(
      id: words[0], price: Double(bitPattern: UInt64(UInt(bitPattern: words[1]))),
      discount: Double(bitPattern: UInt64(UInt(bitPattern: words[2]))),
      rating: Double(bitPattern: UInt64(UInt(bitPattern: words[3]))), stock: words[4], title: words[5]..<words[6],
      categoryCode: Int32(bitPattern: UInt32(truncatingIfNeeded: codes)),
      brandCode: Int32(bitPattern: UInt32(truncatingIfNeeded: codes >> 32)))
  }

  /// `values` and the title's bytes, `title` (given when it fits), as the record at `position`,
  /// into `words` (`width` of them), sealed.
  static func write(
    _ values: ListedValues, title: UnsafeBufferPointer<UInt8>?, at position: Int,
    to words: UnsafeMutableBufferPointer<Int>
  ) {
    words[0] = values.id
    words[1] = Int(bitPattern: UInt(values.price.bitPattern))
    words[2] = Int(bitPattern: UInt(values.discount.bitPattern))
    words[3] = Int(bitPattern: UInt(values.rating.bitPattern))
    words[4] = values.stock
    words[5] = values.title.lowerBound
    words[6] = values.title.upperBound
    let codes = UInt64(UInt32(bitPattern: values.categoryCode)) | UInt64(UInt32(bitPattern: values.brandCode)) << 32
    words[7] = Int(bitPattern: UInt(codes))
    let inline = UnsafeMutableRawBufferPointer(
      rebasing: UnsafeMutableRawBufferPointer(words)[(8 * valueWords)..<(8 * sealWord)])
    inline.initializeMemory(as: UInt8.self, repeating: 0)
    if let title, inlines(0..<title.count), let base = inline.baseAddress, let source = title.baseAddress {
      base.copyMemory(from: source, byteCount: title.count)
    }
    words[sealWord] = RecordSeal.of(UnsafeBufferPointer(words), at: position)
  }

  /// The records of `count` products, made a stretch at a time from `values` and handed to
  /// `body` as bytes (little-endian words) while it returns true; `passed` is told each stretch
  /// of positions done, so that the columns read for it are given back.
  static func forEachPart(
    count: Int, values: (Int) -> ListedValues, title: TitleSource, passed: (Range<Int>) -> Void,
    _ body: (UnsafeRawBufferPointer) -> Bool
  ) -> Bool {
    let stretch = 1 << 14
    var part = [Int](repeating: 0, count: width * Swift.min(count, stretch))
    for start in Swift.stride(from: 0, to: count, by: stretch) {
      let positions = start..<Swift.min(count, start + stretch)
      let written = part.withUnsafeMutableBufferPointer { part in
        for position in positions {
          let at = width * (position - start)
          let listed = values(position)
          let record = UnsafeMutableBufferPointer(rebasing: part[at..<(at + width)])
          if inlines(listed.title) {
            title(listed.title) { write(listed, title: $0, at: position, to: record) }
          } else {
            write(listed, title: nil, at: position, to: record)
          }
        }
        return body(UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: part[0..<(width * positions.count)])))
      }
      passed(positions)
      guard written else { return false }
    }
    return true
  }
}
