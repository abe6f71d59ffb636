/// A set of product positions as one bit each: what a search matched, tested in the order a
/// sort walks, and counted without a list of positions (a million products take 125 KB).
struct ProductBits: Sendable, Equatable {
  private(set) var words: [UInt64]
  let productCount: Int

  init(productCount: Int) {
    self.productCount = productCount
    words = [UInt64](repeating: 0, count: (productCount + 63) / 64)
  }

  @inline(__always)
  mutating func insert(_ position: Int) {
    words[position / 64] |= 1 << UInt64(position % 64)
  }

  mutating func remove(_ position: Int) {
    words[position / 64] &= ~(1 << UInt64(position % 64))
  }

  @inline(__always)
  func contains(_ position: Int) -> Bool {
    words[position / 64] & (1 << UInt64(position % 64)) != 0
  }

  /// Adds the positions a list of gaps holds (`ProductLists.forEachPosition`), the words taken
  /// once for all of them rather than once a position.
  mutating func formUnion(gaps: UnsafeBufferPointer<UInt8>, below limit: Int) {
    let limit = min(limit, productCount)
    words.withUnsafeMutableBufferPointer { words in
      ProductLists.forEachPosition(inGaps: gaps, below: limit) { words[$0 / 64] |= 1 << UInt64($0 % 64) }
    }
  }

  /// Adds a bitmap in the form the index files keep it (little-endian words); bits past the
  /// products are ignored.
  mutating func formUnion(bitmap: UnsafeRawBufferPointer) {
    for word in 0..<min(words.count, bitmap.count / 8) {
      words[word] |= UInt64(littleEndian: bitmap.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self))
    }
    clearTail()
  }

  mutating func formIntersection(_ other: ProductBits) {
    for word in words.indices { words[word] &= other.words[word] }
  }

  /// How many positions the set holds.
  var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

  /// Hands the positions to `visit` in ascending order until it returns false.
  func visitAscending(_ visit: (Int) -> Bool) {
    for (number, word) in words.enumerated() {
      var bits = word
      while bits != 0 {
        guard visit(number * 64 + bits.trailingZeroBitCount) else { return }
        bits &= bits - 1
      }
    }
  }

  /// The positions in ascending order.
  var positions: [Int] {
    var found: [Int] = []
    visitAscending { position in
      found.append(position)
      return true
    }
    return found
  }

  private mutating func clearTail() {
    let extra = words.count * 64 - productCount
    if extra > 0, let last = words.indices.last { words[last] &= UInt64.max >> UInt64(extra) }
  }
}
