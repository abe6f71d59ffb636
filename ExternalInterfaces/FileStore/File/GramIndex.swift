/// For every string of one, two or three bytes in the products' folded titles and descriptions
/// (never across the end of one), the products whose text holds it: so a search need not read
/// all of the text. A needle of up to three bytes is answered by its own list, exactly; a longer
/// one by the products holding every three bytes of it, which are then checked against the text
/// (they may hold them in other places). A million products' text is 180 MB: sweeping it took
/// longer than a frame for the first letters typed, which match nearly every product.
///
/// Each list is kept in the smaller of two forms, decided by its length alone: a bitmap of all
/// the products when at least one product in 8 holds the string (where its gaps would take about
/// a byte each), else the gaps between successive positions as variable-length integers (seven
/// bits a byte, low bits first).
struct GramIndex: Sendable {
  let productCount: Int
  /// The strings, each as `key(_:)` makes it, ascending.
  let keys: IndexColumn<UInt32>
  /// How many products hold each string.
  let counts: IndexColumn<Int32>
  /// Where each string's list starts in `lists`, and the end.
  let starts: IndexColumn<Int>
  let lists: IndexColumn<UInt8>

  /// A string of one to three bytes as a number: its length, then its bytes.
  static func key(_ gram: some Collection<UInt8>) -> UInt32 {
    var key = UInt32(gram.count) << 24
    for (place, byte) in gram.enumerated() { key |= UInt32(byte) << (16 - 8 * UInt32(place)) }
    return key
  }

  /// Whether a list of `count` products is a bitmap in a catalog of `productCount`.
  static func isBitmap(count: Int, productCount: Int) -> Bool {
    count * 8 >= productCount
  }

  static func bitmapBytes(productCount: Int) -> Int {
    (productCount + 63) / 64 * 8
  }

  /// The products that may hold `needle`, ascending, and whether they all do; nil when the
  /// index cannot say (an empty needle, or one with a NUL, which separates texts here).
  func candidates(for needle: [UInt8]) -> (positions: [Int], exact: Bool)? {
    guard !needle.isEmpty, !needle.contains(0) else { return nil }
    if needle.count <= 3 {
      guard let list = list(of: Self.key(needle)) else { return ([], true) }
      return (positions(in: list), true)
    }
    var grams: [Int] = []
    for start in 0...(needle.count - 3) {
      guard let list = list(of: Self.key(needle[start..<(start + 3)])) else { return ([], true) }
      grams.append(list)
    }
    // The rarest string's list, narrowed by each of the others in turn.
    grams.sort { counts[$0] < counts[$1] }
    var found = positions(in: grams[0])
    for list in grams.dropFirst() where !found.isEmpty {
      found = narrow(found, by: list)
    }
    return (found, false)
  }

  /// The number of the list for `key`, by binary search.
  private func list(of key: UInt32) -> Int? {
    let low = keys.firstIndex(atLeast: key)
    return low < keys.count && keys[low] == key ? low : nil
  }

  private func isBitmap(_ list: Int) -> Bool {
    Self.isBitmap(count: Int(counts[list]), productCount: productCount)
  }

  /// The positions in list `list`, ascending. A list that does not decode to what its count
  /// says cannot come from a checked file; it is read as far as it goes, never past its end.
  func positions(in list: Int) -> [Int] {
    var found: [Int] = []
    found.reserveCapacity(Int(counts[list]))
    let start = starts[list]
    let end = starts[list + 1]
    lists.withUnsafeBufferPointer { bytes in
      if isBitmap(list) {
        let raw = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[start..<end]))
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
        Self.forEachPosition(inGaps: UnsafeBufferPointer(rebasing: bytes[start..<end]), below: productCount) {
          found.append($0)
        }
      }
    }
    return found
  }

  /// Each position a list of gaps holds, in order, until one would not be below `limit` or
  /// not after the one before (which a checked file never has); never reads past `gaps`.
  static func forEachPosition(inGaps gaps: UnsafeBufferPointer<UInt8>, below limit: Int, _ body: (Int) -> Void) {
    var offset = 0
    var position = -1
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

  /// The positions of `found` that list `list` holds too.
  private func narrow(_ found: [Int], by list: Int) -> [Int] {
    if isBitmap(list) {
      let start = starts[list]
      return lists.withUnsafeBufferPointer { bytes in
        found.filter { position in
          let byte = start + position / 8
          return byte < starts[list + 1] && bytes[byte] & (1 << UInt8(position % 8)) != 0
        }
      }
    }
    let other = positions(in: list)
    var kept: [Int] = []
    var next = 0
    for position in found {
      while next < other.count, other[next] < position { next += 1 }
      if next < other.count, other[next] == position { kept.append(position) }
    }
    return kept
  }
}

extension GramIndex {
  /// Builds the lists from an index's folded text (`folded`, with `starts` giving two texts per
  /// product), one product after another.
  init(folded: IndexColumn<UInt8>, starts: IndexColumn<Int>, productCount: Int) {
    var builder = Builder(productCount: productCount)
    folded.withUnsafeBufferPointer { text in
      for product in 0..<productCount {
        for field in (2 * product)..<(2 * product + 2) {
          // Each text ends with a NUL, which no string crosses.
          builder.add(text[starts[field]..<(starts[field + 1] - 1)], product: Int32(product))
        }
      }
    }
    self = builder.build()
  }

  /// The lists as they grow: each string's number found by a table (one and two bytes) or an
  /// open-addressed hash (three), its list, and the last product added to it, so a product is
  /// listed once however often its text holds the string. A list turns into its bitmap as soon
  /// as it is long enough to be one, so no list ever takes more than its final size.
  private struct Builder {
    let productCount: Int
    private var keys: [UInt32] = []
    private var lists: [[UInt8]] = []
    private var last: [Int32] = []
    private var counts: [Int32] = []
    private var short = [Int32](repeating: -1, count: 256 + 65_536)
    private var slots = [Int32](repeating: -1, count: 1 << 14)
    private var used = 0

    init(productCount: Int) {
      self.productCount = productCount
    }

    mutating func add(_ text: Slice<UnsafeBufferPointer<UInt8>>, product: Int32) {
      var index = text.startIndex
      let end = text.endIndex
      // The keys as `GramIndex.key` makes them, without an array per string.
      while index < end {
        let first = UInt32(text[index])
        note(shortList(Int(first), key: 1 << 24 | first << 16), product)
        if index + 1 < end {
          let second = UInt32(text[index + 1])
          note(shortList(256 + Int(first << 8 | second), key: 2 << 24 | first << 16 | second << 8), product)
          if index + 2 < end {
            note(longList(3 << 24 | first << 16 | second << 8 | UInt32(text[index + 2])), product)
          }
        }
        index += 1
      }
    }

    private mutating func note(_ list: Int, _ product: Int32) {
      guard last[list] != product else { return }
      if GramIndex.isBitmap(count: Int(counts[list]), productCount: productCount) {
        lists[list][Int(product) / 8] |= 1 << UInt8(product % 8)
      } else {
        var gap = UInt32(product - last[list])
        repeat {
          lists[list].append(UInt8(gap & 0x7F) | (gap > 0x7F ? 0x80 : 0))
          gap >>= 7
        } while gap != 0
      }
      last[list] = product
      counts[list] += 1
      if GramIndex.isBitmap(count: Int(counts[list]), productCount: productCount),
        !GramIndex.isBitmap(count: Int(counts[list]) - 1, productCount: productCount)
      {
        lists[list] = Self.bitmap(gaps: lists[list], productCount: productCount)
      }
    }

    /// The bitmap of the positions a list of gaps holds.
    private static func bitmap(gaps: [UInt8], productCount: Int) -> [UInt8] {
      var bitmap = [UInt8](repeating: 0, count: GramIndex.bitmapBytes(productCount: productCount))
      gaps.withUnsafeBufferPointer { gaps in
        GramIndex.forEachPosition(inGaps: gaps, below: productCount) { bitmap[$0 / 8] |= 1 << UInt8($0 % 8) }
      }
      return bitmap
    }

    private mutating func newList(_ key: UInt32) -> Int {
      keys.append(key)
      lists.append([])
      last.append(-1)
      counts.append(0)
      return keys.count - 1
    }

    private mutating func shortList(_ slot: Int, key: UInt32) -> Int {
      if short[slot] < 0 { short[slot] = Int32(newList(key)) }
      return Int(short[slot])
    }

    private mutating func longList(_ key: UInt32) -> Int {
      if used * 2 >= slots.count { grow() }
      var slot = Self.hash(key, slots.count)
      while slots[slot] >= 0 {
        if keys[Int(slots[slot])] == key { return Int(slots[slot]) }
        slot = (slot + 1) & (slots.count - 1)
      }
      let list = newList(key)
      slots[slot] = Int32(list)
      used += 1
      return list
    }

    private mutating func grow() {
      var bigger = [Int32](repeating: -1, count: slots.count * 2)
      for list in slots where list >= 0 {
        var slot = Self.hash(keys[Int(list)], bigger.count)
        while bigger[slot] >= 0 { slot = (slot + 1) & (bigger.count - 1) }
        bigger[slot] = list
      }
      slots = bigger
    }

    private static func hash(_ key: UInt32, _ size: Int) -> Int {
      Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 40) & (size - 1)
    }

    /// The lists in key order, each already in its form, given up one by one as they are
    /// copied so that they are never all held twice.
    consuming func build() -> GramIndex {
      let order = keys.indices.sorted { keys[$0] < keys[$1] }
      var bytes: [UInt8] = []
      bytes.reserveCapacity(lists.reduce(0) { $0 + $1.count })
      var starts = [0]
      for list in order {
        bytes += lists[list]
        lists[list] = []
        starts.append(bytes.count)
      }
      return GramIndex(
        productCount: productCount, keys: IndexColumn(order.map { keys[$0] }),
        counts: IndexColumn(order.map { counts[$0] }), starts: IndexColumn(starts), lists: IndexColumn(bytes))
    }
  }
}
