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

/// Each product's listed values side by side, a record of eight words, where the columns keep
/// each value beside the same value of the other products: listing a product reads one place
/// of the file, in one page, where the columns took nine, each a page to fault in and check
/// (and a page of their checksums). The columns stay for the scans and sorts that read one
/// value of every product. The whole check proves each record equal to the columns
/// (`CatalogIndex.listingAgrees`).
struct ListingRecords: Sendable {
  /// The words of a record: 64 bytes, so that a section starting on a page holds whole records
  /// in each page.
  static let width = 8

  let words: IndexColumn<Int>

  var count: Int { words.count / Self.width }

  /// The values of the product at `position`; nil, and the file marked damaged, when the
  /// records end before it (a checked index never has that).
  func values(at position: Int) -> ListedValues? {
    let wanted = (Self.width * position)..<(Self.width * position + Self.width)
    let values = words.withValues(of: wanted) { words in
      words.count == Self.width ? Self.values(words) : nil
    }
    if values == nil { words.reportDamage() }
    return values
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

  /// `values` as a record's words, into `words` (`width` of them).
  static func write(_ values: ListedValues, to words: UnsafeMutableBufferPointer<Int>) {
    words[0] = values.id
    words[1] = Int(bitPattern: UInt(values.price.bitPattern))
    words[2] = Int(bitPattern: UInt(values.discount.bitPattern))
    words[3] = Int(bitPattern: UInt(values.rating.bitPattern))
    words[4] = values.stock
    words[5] = values.title.lowerBound
    words[6] = values.title.upperBound
    let codes = UInt64(UInt32(bitPattern: values.categoryCode)) | UInt64(UInt32(bitPattern: values.brandCode)) << 32
    words[7] = Int(bitPattern: UInt(codes))
  }

  /// The records of `count` products, made a stretch at a time from `values` and handed to
  /// `body` as bytes (little-endian words) while it returns true; `passed` is told each stretch
  /// of positions done, so that the columns read for it are given back.
  static func forEachPart(
    count: Int, values: (Int) -> ListedValues, passed: (Range<Int>) -> Void,
    _ body: (UnsafeRawBufferPointer) -> Bool
  ) -> Bool {
    let stretch = 1 << 14
    var part = [Int](repeating: 0, count: width * Swift.min(count, stretch))
    for start in Swift.stride(from: 0, to: count, by: stretch) {
      let positions = start..<Swift.min(count, start + stretch)
      let written = part.withUnsafeMutableBufferPointer { part in
        for position in positions {
          let at = width * (position - start)
          write(values(position), to: UnsafeMutableBufferPointer(rebasing: part[at..<(at + width)]))
        }
        return body(UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: part[0..<(width * positions.count)])))
      }
      passed(positions)
      guard written else { return false }
    }
    return true
  }
}
