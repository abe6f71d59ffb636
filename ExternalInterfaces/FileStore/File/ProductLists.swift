/// Lists of products, one per key of a `GramIndex` or a `WordIndex`, ascending, in one buffer.
///
/// Each list is kept in the smaller of two forms, decided by its length alone: a bitmap of all
/// the products when at least one product in 8 is on it (where its gaps would take about a byte
/// each), else the gaps between successive positions as variable-length integers (seven bits a
/// byte, low bits first). A list read from a file is checked as it is read: one that does not fit
/// its form marks the file damaged and reads as empty.
struct ProductLists: Sendable, Equatable {
  let productCount: Int
  /// How many products each list holds.
  let counts: IndexColumn<Int32>
  /// Where each list starts in `bytes`, and the end.
  let starts: IndexColumn<Int>
  let bytes: IndexColumn<UInt8>

  var listCount: Int { counts.count }

  /// Whether a list of `count` products is a bitmap in a catalog of `productCount`.
  static func isBitmap(count: Int, productCount: Int) -> Bool {
    count * 8 >= productCount
  }

  static func bitmapBytes(productCount: Int) -> Int {
    (productCount + 63) / 64 * 8
  }

  func isBitmap(_ list: Int) -> Bool {
    Self.isBitmap(count: Int(counts[list]), productCount: productCount)
  }

  /// Where list `list` lies in `bytes`, when that fits its count and form; else nil, and the
  /// file is marked damaged.
  private func bounds(of list: Int) -> Range<Int>? {
    let start = starts[list]
    let end = starts[list + 1]
    let count = Int(counts[list])
    guard 0 <= start, start <= end, end <= bytes.count, count > 0, count <= productCount,
      isBitmap(list) ? end - start == Self.bitmapBytes(productCount: productCount) : end - start >= count
    else {
      bytes.reportDamage()
      return nil
    }
    return start..<end
  }

  /// The positions in list `list`, ascending. A list that does not decode to what its count
  /// says cannot come from a checked file; it is read as far as it goes, never past its end.
  func positions(in list: Int) -> [Int] {
    var found: [Int] = []
    guard let range = bounds(of: list) else { return found }
    found.reserveCapacity(Int(counts[list]))
    bytes.withUnsafeBufferPointer(of: range) { bytes, range in
      if isBitmap(list) {
        let raw = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[range]))
        for word in 0..<(raw.count / 8) {
          var bits = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self))
          while bits != 0 {
            let position = word * 64 + bits.trailingZeroBitCount
            guard position < productCount else { return }
            found.append(position)
            bits &= bits - 1
          }
        }
      } else {
        Self.forEachPosition(inGaps: UnsafeBufferPointer(rebasing: bytes[range]), below: productCount) {
          found.append($0)
        }
      }
    }
    return found
  }

  /// Adds the products of list `list` to `set`, and gives back the list's pages: a long
  /// needle's words may have a million products between them.
  func add(_ list: Int, to set: inout ProductBits) {
    guard let range = bounds(of: list) else { return }
    bytes.withUnsafeBufferPointer(of: range) { bytes, range in
      let part = UnsafeBufferPointer(rebasing: bytes[range])
      if isBitmap(list) {
        set.formUnion(bitmap: UnsafeRawBufferPointer(part))
      } else {
        set.formUnion(gaps: part, below: productCount)
      }
    }
    bytes.giveBack(range)
  }

  /// The positions of `found` that list `list` holds too.
  func narrow(_ found: [Int], by list: Int) -> [Int] {
    guard let range = bounds(of: list) else { return [] }
    if isBitmap(list) {
      return bytes.withUnsafeBufferPointer(of: range) { bytes, range in
        found.filter { position in
          let byte = range.lowerBound + position / 8
          return byte < range.upperBound && bytes[byte] & (1 << UInt8(position % 8)) != 0
        }
      }
    }
    // The list's gaps decoded as they are walked, never into an array of their own: a common
    // string's list at ten million products holds five million of them.
    var kept: [Int] = []
    var next = 0
    bytes.withUnsafeBufferPointer(of: range) { bytes, range in
      Self.forEachPosition(inGaps: UnsafeBufferPointer(rebasing: bytes[range]), below: productCount) { position in
        while next < found.count, found[next] < position { next += 1 }
        if next < found.count, found[next] == position {
          kept.append(position)
          next += 1
        }
      }
    }
    bytes.giveBack(range)
    return kept
  }

  /// Whether every list fits its count and form (`CatalogIndex.checkWhole`).
  var isConsistent: Bool {
    guard starts.count == listCount + 1, starts.first == 0, starts.last == bytes.count else { return false }
    let bitmapBytes = Self.bitmapBytes(productCount: productCount)
    return counts.withUnsafeBufferPointer { counts in
      starts.withUnsafeBufferPointer { starts in
        (0..<listCount).allSatisfy { list in
          let count = Int(counts[list])
          let length = starts[list + 1] - starts[list]
          let fits =
            Self.isBitmap(count: count, productCount: productCount) ? length == bitmapBytes : length >= count
          return count > 0 && count <= productCount && fits
        }
      }
    }
  }

  /// Each position a list of gaps holds, in order (the first gap taken from `start`), until one
  /// would not be below `limit` or not after the one before (which a checked file never has);
  /// never reads past `gaps`.
  // Inlined, body and all: a search of ten million products decodes a million positions here.
  @inline(__always)
  static func forEachPosition(
    inGaps gaps: UnsafeBufferPointer<UInt8>, after start: Int = -1, below limit: Int, _ body: (Int) -> Void
  ) {
    var offset = 0
    var position = start
    while offset < gaps.count {
      var gap = 0
      var shift = 0
      repeat {
        gap |= Int(gaps[offset] & 0x7F) << shift
        shift += 7
        offset += 1
      } while gaps[offset - 1] & 0x80 != 0 && offset < gaps.count && shift < 63
      // Compared before it is added, so no gap, however large, can overflow.
      guard gap > 0, gap < limit - position else { return }
      position += gap
      body(position)
    }
  }
}

extension ProductLists {
  /// Sets, in a bitmap of the form the index files keep, the bit of each position a list of
  /// gaps holds (the first gap taken from `start`); the last position, or `start` for none.
  static func setBits(ofGaps gaps: [UInt8], after start: Int = -1, in bitmap: inout [UInt8], below limit: Int) -> Int {
    var last = start
    gaps.withUnsafeBufferPointer { gaps in
      forEachPosition(inGaps: gaps, after: start, below: limit) { position in
        bitmap[position / 8] |= 1 << UInt8(position % 8)
        last = position
      }
    }
    return last
  }

  /// The lists as they grow, numbered in the order they are started: each with the last product
  /// added to it, so a product is listed once however often its text holds the key. In memory, a
  /// list turns into its bitmap as soon as it is long enough to be one, so no list ever takes
  /// more than its final size; with a scratch directory, the lists are kept as gaps and written
  /// out in runs (`ProductListRuns`), so the memory they take does not grow with the catalog.
  struct Builder {
    let productCount: Int
    private var lists: [[UInt8]] = []
    private var last: [Int32] = []
    private var counts: [Int32] = []
    private var runs: ProductListRuns?
    private var held = 0

    init(productCount: Int, scratchIn folder: Int32? = nil, runBytes: Int = ProductListRuns.defaultRunBytes) {
      self.productCount = productCount
      runs = folder.flatMap { ProductListRuns(in: $0, runBytes: runBytes) }
    }

    /// How many runs were written out so far (for tests).
    var runCount: Int { runs?.runCount ?? 0 }

    /// Starts a list; its number.
    mutating func newList() -> Int {
      lists.append([])
      last.append(-1)
      counts.append(0)
      return lists.count - 1
    }

    mutating func note(_ list: Int, _ product: Int32) {
      guard last[list] != product else { return }
      if runs == nil, ProductLists.isBitmap(count: Int(counts[list]), productCount: productCount) {
        lists[list][Int(product) / 8] |= 1 << UInt8(product % 8)
      } else {
        var gap = UInt32(product - last[list])
        repeat {
          lists[list].append(UInt8(gap & 0x7F) | (gap > 0x7F ? 0x80 : 0))
          held += 1
          gap >>= 7
        } while gap != 0
      }
      last[list] = product
      counts[list] += 1
      if runs != nil {
        if let runBytes = runs?.runBytes, held >= runBytes {
          runs?.writeRun(of: &lists)
          held = 0
        }
      } else if ProductLists.isBitmap(count: Int(counts[list]), productCount: productCount),
        !ProductLists.isBitmap(count: Int(counts[list]) - 1, productCount: productCount)
      {
        lists[list] = Self.bitmap(gaps: lists[list], productCount: productCount)
      }
    }

    /// The bitmap of the positions a list of gaps holds.
    private static func bitmap(gaps: [UInt8], productCount: Int) -> [UInt8] {
      var bitmap = [UInt8](repeating: 0, count: ProductLists.bitmapBytes(productCount: productCount))
      _ = ProductLists.setBits(ofGaps: gaps, in: &bitmap, below: productCount)
      return bitmap
    }

    /// The lists in `order` (list numbers), each in its form; nil when the scratch files of a
    /// build in runs could not be written or read. In memory, each list is given up as it is
    /// copied, so that they are never all held twice.
    consuming func build(order: [Int]) -> ProductLists? {
      if let runs {
        return runs.build(order: order, counts: counts, held: lists, productCount: productCount)
      }
      var bytes: [UInt8] = []
      bytes.reserveCapacity(lists.reduce(0) { $0 + $1.count })
      var starts = [0]
      for list in order {
        bytes += lists[list]
        lists[list] = []
        starts.append(bytes.count)
      }
      return ProductLists(
        productCount: productCount, counts: IndexColumn(order.map { counts[$0] }), starts: IndexColumn(starts),
        bytes: IndexColumn(bytes))
    }
  }
}
