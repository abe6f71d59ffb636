#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every word of the products' folded titles and descriptions (a run of letters and digits, or
/// of bytes of other scripts), once, with the products whose text holds it. A needle made of a
/// word's bytes alone lies within one word wherever it occurs, so the products holding it are
/// exactly those on the lists of the words that contain it: found by sweeping the words, which
/// are far fewer than the text (a million products' catalog has tens of thousands of words in
/// 180 MB of text), and never the text itself. `GramIndex` answers needles of up to three bytes
/// from its own lists; this answers the longer ones ("phone" at a million products matches
/// 120,000, whose text it would otherwise read).
struct WordIndex: Sendable {
  /// Each word followed by a space (never part of a word), so no match spans two words.
  let words: TextColumn
  /// The products holding each word, in the order of `words`.
  let lists: ProductLists

  /// Whether `byte` is part of a word: letters and digits, and every byte of a multi-byte
  /// character (folding has already lowered the case).
  static func isWordByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
  }

  /// Exactly the products whose folded text holds `needle`, when the needle is a word's bytes
  /// alone; nil otherwise.
  func matches(for needle: [UInt8]) -> ProductBits? {
    var found = ProductBits(productCount: lists.productCount)
    return addMatches(for: needle, to: &found) ? found : nil
  }

  /// Adds to `found` the products whose folded text holds `needle`; false, and nothing added,
  /// when the needle is not a word's bytes alone.
  func addMatches(for needle: [UInt8], to found: inout ProductBits) -> Bool {
    guard !needle.isEmpty, needle.allSatisfy(Self.isWordByte) else { return false }
    var listed: [Int] = []
    words.bytes.withUnsafeBufferPointer { text in
      needle.withUnsafeBufferPointer { needle in
        guard let base = text.baseAddress, let needleBase = needle.baseAddress else { return }
        var position = 0
        while let match = TextSearch.find(needleBase, needle.count, in: base + position, text.count - position) {
          let offset = match - base
          // The word holding the match; the search goes on after it, one hit a word.
          let word = words.starts.firstIndex(atLeast: offset + 1) - 1
          guard word >= 0, word < lists.listCount, words.starts[word + 1] > offset else {
            words.starts.reportDamage()
            return
          }
          listed.append(word)
          position = words.starts[word + 1]
        }
      }
    }
    for word in listed { lists.add(word, to: &found) }
    return true
  }

  /// Whether the words' starts rise to the end of their bytes, one per list, and the lists fit.
  var isConsistent: Bool {
    words.isConsistent && words.count == lists.listCount && lists.isConsistent
  }
}

extension WordIndex {
  /// The words as they are found, each numbered by an open-addressed hash of its bytes, with
  /// its list.
  struct Builder {
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]
    private var lists: ProductLists.Builder
    private var slots = [Int32](repeating: -1, count: 1 << 12)

    /// Lists in memory, or in runs in scratch files of `folder` (`ProductLists.Builder`).
    init(productCount: Int, scratchIn folder: Int32? = nil, runBytes: Int = ProductListRuns.defaultRunBytes) {
      lists = ProductLists.Builder(productCount: productCount, scratchIn: folder, runBytes: runBytes)
    }

    /// Notes each word of `text` (one folded title or description) for `product`.
    mutating func add(_ text: Slice<UnsafeBufferPointer<UInt8>>, product: Int32) {
      var index = text.startIndex
      while index < text.endIndex {
        guard WordIndex.isWordByte(text[index]) else {
          index += 1
          continue
        }
        let start = index
        while index < text.endIndex, WordIndex.isWordByte(text[index]) { index += 1 }
        lists.note(list(for: UnsafeBufferPointer(rebasing: text[start..<index])), product)
      }
    }

    private mutating func list(for word: UnsafeBufferPointer<UInt8>) -> Int {
      if 2 * (starts.count - 1) >= slots.count { grow() }
      var slot = Self.hash(word) & (slots.count - 1)
      while slots[slot] >= 0 {
        if holds(Int(slots[slot]), word) { return Int(slots[slot]) }
        slot = (slot + 1) & (slots.count - 1)
      }
      bytes += word
      bytes.append(0x20)
      starts.append(bytes.count)
      let list = lists.newList()
      slots[slot] = Int32(list)
      return list
    }

    private func holds(_ list: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
      let start = starts[list]
      guard starts[list + 1] - 1 - start == word.count else { return false }
      return bytes.withUnsafeBufferPointer { bytes in
        guard let base = bytes.baseAddress, let other = word.baseAddress else { return word.isEmpty }
        return memcmp(base + start, other, word.count) == 0
      }
    }

    private mutating func grow() {
      var bigger = [Int32](repeating: -1, count: slots.count * 2)
      for list in 0..<(starts.count - 1) {
        let word = bytes.withUnsafeBufferPointer {
          Self.hash(UnsafeBufferPointer(rebasing: $0[starts[list]..<(starts[list + 1] - 1)]))
        }
        var slot = word & (bigger.count - 1)
        while bigger[slot] >= 0 { slot = (slot + 1) & (bigger.count - 1) }
        bigger[slot] = Int32(list)
      }
      slots = bigger
    }

    /// FNV-1a, folded to an `Int`.
    private static func hash(_ word: UnsafeBufferPointer<UInt8>) -> Int {
      var hash: UInt64 = 0xCBF2_9CE4_8422_2325
      for byte in word { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
      return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    /// The words in the order they were first found; nil when the lists' scratch files failed.
    consuming func build() -> WordIndex? {
      let count = starts.count - 1
      guard let built = lists.build(order: Array(0..<count)) else { return nil }
      return WordIndex(words: TextColumn(bytes: IndexColumn(bytes), starts: IndexColumn(starts)), lists: built)
    }
  }
}
