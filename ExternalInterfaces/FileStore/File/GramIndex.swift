/// For every string of one, two or three bytes in the products' folded titles and descriptions
/// (never across the end of one), the products whose text holds it: so a search need not read
/// all of the text. A needle of up to three bytes is answered by its own list, exactly; a longer
/// one by the products holding every three bytes of it, which are then checked against the text
/// (they may hold them in other places), unless the words answer it (`WordIndex`). A million
/// products' text is 180 MB: sweeping it took longer than a frame for the first letters typed,
/// which match nearly every product.
struct GramIndex: Sendable {
  /// The strings, each as `key(_:)` makes it, ascending.
  let keys: IndexColumn<UInt32>
  /// The products holding each string, in the order of `keys`.
  let lists: ProductLists
  /// The products holding each word of the text, kept with the strings: made and stored with
  /// them. Nil in a file of an older rule (never written now).
  let words: WordIndex?
  /// The products whose text the lists do not describe, ascending: those edited or added since
  /// the lists were made (an edit keeps the lists and names its product here, rather than
  /// rewriting them). Their text is read instead (`CatalogIndex.correctStale`).
  let stale: [Int]

  /// The products the lists were made for (the index may have more since: added, and stale).
  var productCount: Int { lists.productCount }
  var counts: IndexColumn<Int32> { lists.counts }

  /// Above this many stale products an edit drops the lists instead, to be made again.
  static let mostStale = 4_096

  init(keys: IndexColumn<UInt32>, lists: ProductLists, words: WordIndex?, stale: [Int] = []) {
    (self.keys, self.lists, self.words, self.stale) = (keys, lists, words, stale)
  }

  /// The same lists with `positions` stale too.
  func marking(stale positions: [Int]) -> GramIndex {
    GramIndex(keys: keys, lists: lists, words: words, stale: Array(Set(stale + positions)).sorted())
  }

  /// A string of one to three bytes as a number: its length, then its bytes.
  static func key(_ gram: some Collection<UInt8>) -> UInt32 {
    var key = UInt32(gram.count) << 24
    for (place, byte) in gram.enumerated() { key |= UInt32(byte) << (16 - 8 * UInt32(place)) }
    return key
  }

  /// Whether a list of `count` products is a bitmap in a catalog of `productCount`.
  static func isBitmap(count: Int, productCount: Int) -> Bool {
    ProductLists.isBitmap(count: count, productCount: productCount)
  }

  /// The products that may hold `needle`, ascending, and whether they all do; nil when the
  /// index cannot say (an empty needle, or one with a NUL, which separates texts here). Stale
  /// products are always candidates, and never exact.
  func candidates(for needle: [UInt8]) -> (positions: [Int], exact: Bool)? {
    guard let (found, exact) = listed(for: needle) else { return nil }
    guard !stale.isEmpty else { return (found, exact) }
    return (Array(Set(found).union(stale)).sorted(), false)
  }

  private func listed(for needle: [UInt8]) -> (positions: [Int], exact: Bool)? {
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
    // The rarest string's list, narrowed by each of the others in turn: as positions while they
    // take less room than a bit for every product, else as such bits (the rarest of "apple w"'s
    // strings holds millions of ten million products, 8 bytes each as positions).
    grams.sort { counts[$0] < counts[$1] }
    guard Int(counts[grams[0]]) * 64 > lists.productCount else {
      var found = positions(in: grams[0])
      for list in grams.dropFirst() where !found.isEmpty {
        found = lists.narrow(found, by: list)
      }
      return (found, false)
    }
    var found = ProductBits(productCount: lists.productCount)
    lists.add(grams[0], to: &found)
    for list in grams.dropFirst() {
      var other = ProductBits(productCount: lists.productCount)
      lists.add(list, to: &other)
      found.formIntersection(other)
    }
    return (found.positions, false)
  }

  /// The products of an index of `indexCount` whose folded text holds `needle`, as a set, when
  /// the lists can say without the text: a needle of up to three bytes by its list, a longer one
  /// of a word's letters alone by the words (`WordIndex`); nil otherwise. Stale products are as
  /// the lists say: the caller corrects them from their text.
  func listedMatches(for needle: [UInt8], indexCount: Int) -> ProductBits? {
    guard !needle.isEmpty, !needle.contains(0) else { return nil }
    var found = ProductBits(productCount: indexCount)
    if needle.count <= 3 {
      if let list = list(of: Self.key(needle)) { lists.add(list, to: &found) }
      return found
    }
    guard let words, words.addMatches(for: needle, to: &found) else { return nil }
    return found
  }

  /// The number of the list for `key`, by binary search.
  private func list(of key: UInt32) -> Int? {
    let low = keys.firstIndex(atLeast: key)
    return low < keys.count && keys[low] == key ? low : nil
  }

  /// The positions in list `list`, ascending.
  func positions(in list: Int) -> [Int] {
    lists.positions(in: list)
  }

  /// Whether the keys ascend and every list fits its count and form.
  var isConsistent: Bool {
    lists.listCount == keys.count && keys.adjacentPairsSatisfy({ $0 < $1 }) && lists.isConsistent
      && (words?.isConsistent ?? true)
  }
}

extension GramIndex {
  /// Builds the lists from an index's folded text (`folded`, with `starts` giving two texts per
  /// product), one product after another; the words' lists too. With a scratch directory, in
  /// runs on disk (`ProductListRuns`); nil when those could not be written or read.
  init?(
    folded: IndexColumn<UInt8>, starts: IndexColumn<Int>, productCount: Int, scratchIn folder: Int32? = nil,
    runBytes: Int = ProductListRuns.defaultRunBytes
  ) {
    var builder = Builder(productCount: productCount, scratchIn: folder, runBytes: runBytes)
    var words = WordIndex.Builder(productCount: productCount, scratchIn: folder, runBytes: runBytes)
    folded.withUnsafeBufferPointer { text in
      for product in 0..<productCount {
        for field in (2 * product)..<(2 * product + 2) {
          // Each text ends with a NUL, which no string crosses.
          let part = text[starts[field]..<(starts[field + 1] - 1)]
          builder.add(part, product: Int32(product))
          words.add(part, product: Int32(product))
        }
        // The text read so far, given back: ten million products' text is 1.8 GB.
        if product % Self.givenBackEvery == Self.givenBackEvery - 1 {
          let first = product + 1 - Self.givenBackEvery
          folded.giveBack(starts[2 * first]..<starts[2 * product + 2])
          starts.giveBack((2 * first)..<(2 * product + 2))
        }
      }
    }
    guard let words = words.build(), let built = builder.build(words: words) else { return nil }
    self = built
  }

  private static let givenBackEvery = 1 << 16

  /// The lists as they grow: each string's number found by a table (one and two bytes) or an
  /// open-addressed hash (three).
  private struct Builder {
    private var keys: [UInt32] = []
    private var lists: ProductLists.Builder
    private var short = [Int32](repeating: -1, count: 256 + 65_536)
    private var slots = [Int32](repeating: -1, count: 1 << 14)
    private var used = 0

    init(productCount: Int, scratchIn folder: Int32?, runBytes: Int) {
      lists = ProductLists.Builder(productCount: productCount, scratchIn: folder, runBytes: runBytes)
    }

    mutating func add(_ text: Slice<UnsafeBufferPointer<UInt8>>, product: Int32) {
      var index = text.startIndex
      let end = text.endIndex
      // The keys as `GramIndex.key` makes them, without an array per string.
      while index < end {
        let first = UInt32(text[index])
        lists.note(shortList(Int(first), key: 1 << 24 | first << 16), product)
        if index + 1 < end {
          let second = UInt32(text[index + 1])
          lists.note(shortList(256 + Int(first << 8 | second), key: 2 << 24 | first << 16 | second << 8), product)
          if index + 2 < end {
            lists.note(longList(3 << 24 | first << 16 | second << 8 | UInt32(text[index + 2])), product)
          }
        }
        index += 1
      }
    }

    private mutating func newList(_ key: UInt32) -> Int {
      keys.append(key)
      return lists.newList()
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

    /// The lists in key order.
    consuming func build(words: WordIndex) -> GramIndex? {
      let order = keys.indices.sorted { keys[$0] < keys[$1] }
      guard let built = lists.build(order: order) else { return nil }
      return GramIndex(keys: IndexColumn(order.map { keys[$0] }), lists: built, words: words)
    }
  }
}
