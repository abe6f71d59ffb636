/// The products in order of id (the stored order by id, `CatalogIndex.storedOrders[.id]`), a
/// record of four words each: the id, where the product's bytes start and end in the catalog,
/// and a seal (a checksum of the three and the record's place). `show` reads the records around
/// the place its id should hold, 64 bytes by one read proved by their seals, where it read a
/// page of the order, of the ids, of the starts and of the ends, each with its checksums: twelve
/// reads and 16 KiB hashed. The whole check proves each record equal to the columns
/// (`CatalogIndex.idRecordsAgree`).
struct IDRecords: Sendable {
  static let width = 4
  static let sealWord = width - 1

  let words: IndexColumn<Int>

  var count: Int { words.count / Self.width }

  /// What the records say of an id.
  enum Lookup: Equatable {
    /// The first product with the id (by its place in the catalog) lies at these bytes.
    case found(Range<Int>)
    /// The records, read where the id would be, prove no product has it.
    case absent
    /// A record could not be read or proved: the file is marked damaged.
    case unknown
  }

  /// A record read and proved: its place, the id and the product's bytes.
  private struct Record {
    let place: Int
    let id: Int
    let range: Range<Int>
  }

  /// Where the first product with `id` lies, searched from `guess` (a place) as
  /// `SortedSearch.interpolating` searches; its bytes must lie within `catalogSize`. The guess is
  /// read with the record before it, by one read; the two records read last are kept in two
  /// slots, not a collection (a dictionary or an array of records had `show` make their types'
  /// metadata at run time: 14 more page faults, a tenth of its work).
  func lookup(_ id: Int, guess: Int, catalogSize: Int) -> Lookup {
    var kept: (Record?, Record?) = (nil, nil)
    var failed = false
    func record(at place: Int) -> Record? {
      if let first = kept.0, first.place == place { return first }
      if let second = kept.1, second.place == place { return second }
      let first = place == guess && place > 0 ? place - 1 : place
      guard let read = records(first...place, catalogSize: catalogSize) else {
        failed = true
        return nil
      }
      kept = read
      return read.1 ?? read.0
    }
    let place = SortedSearch.interpolating(0..<count, atLeast: id, guess: guess) { record(at: $0)?.id }
    guard !failed, let place else { return .unknown }
    guard place < count else { return .absent }
    guard let found = record(at: place) else { return .unknown }
    return found.id == id ? .found(found.range) : .absent
  }

  /// The records at `places` (one or two), each proved by its seal and its range within the
  /// catalog; nil, and the file marked damaged, when one is not. Read alone while the file is
  /// read by copies, else through its page.
  private func records(_ places: ClosedRange<Int>, catalogSize: Int) -> (Record?, Record?)? {
    let wanted = (Self.width * places.lowerBound)..<(Self.width * (places.upperBound + 1))
    func proven(_ words: UnsafeBufferPointer<Int>) -> (Record?, Record?)? {
      guard places.count <= 2, words.count == wanted.count else { return nil }
      var read: (Record?, Record?) = (nil, nil)
      for place in places {
        let at = Self.width * (place - places.lowerBound)
        let record = UnsafeBufferPointer(rebasing: words[at..<(at + Self.width)])
        let (start, end) = (record[1], record[2])
        guard Self.isSealed(record, at: place), 0 <= start, start < end, end <= catalogSize else { return nil }
        let proved = Record(place: place, id: record[0], range: start..<end)
        if place == places.lowerBound { read.0 = proved } else { read.1 = proved }
      }
      return read
    }
    let result = words.withValuesReadAlone(of: wanted, proven) ?? words.withValues(of: wanted, proven)
    if result == nil { words.reportDamage() }
    return result
  }

  /// Whether `record` is a whole record of `place`, its seal matching (`RecordSeal`).
  static func isSealed(_ record: UnsafeBufferPointer<Int>, at place: Int) -> Bool {
    RecordSeal.holds(record, width: width, at: place)
  }

  /// The record of the product with `id` lying at `range`, at `place`, sealed, into `record`
  /// (`width` words).
  static func write(id: Int, range: Range<Int>, at place: Int, to record: UnsafeMutableBufferPointer<Int>) {
    (record[0], record[1], record[2]) = (id, range.lowerBound, range.upperBound)
    record[sealWord] = RecordSeal.of(UnsafeBufferPointer(record), at: place)
  }

  /// The records of `order` (positions in order of id), made a stretch at a time from each
  /// position's id and range and handed to `body` as bytes while it returns true.
  static func forEachPart(
    order: IndexColumn<Int32>, id: (Int) -> Int, range: (Int) -> Range<Int>,
    _ body: (UnsafeRawBufferPointer) -> Bool
  ) -> Bool {
    let stretch = 1 << 15
    var part = [Int](repeating: 0, count: width * Swift.min(order.count, stretch))
    for start in Swift.stride(from: 0, to: order.count, by: stretch) {
      let places = start..<Swift.min(order.count, start + stretch)
      let written = order.withUnsafeBufferPointer(of: places) { positions, held in
        part.withUnsafeMutableBufferPointer { part in
          for place in held {
            let position = Int(positions[place])
            let at = width * (place - start)
            write(
              id: id(position), range: range(position), at: place,
              to: UnsafeMutableBufferPointer(rebasing: part[at..<(at + width)]))
          }
          return body(UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: part[0..<(width * held.count)])))
        }
      }
      order.giveBack(places)
      guard written else { return false }
    }
    return true
  }
}
