import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A set of the numbers below `count` that only grows, read and added to from any thread
/// without a lock: for `IndexFileBytes`' pages and blocks checked and found good. A number lost
/// to a race is only checked again; a number never added is never in.
///
/// A bit each, in words made when first needed. A set of a page of words or more (a million
/// products' index has 131,072 pages, 16 KB of bits; ten million products', 164 KB) keeps its
/// first numbers in a small table instead, hashed: a command checks a few pages scattered
/// through the index, and each first touch of a page of bits cost a fault for the page the
/// system maps to read it and another to write it (D108). The words are made once the table
/// fills.
final class KnownSet: Sendable {
  // Sendable: the table's slots are atomics, and the pointer to them is never reassigned; it
  // is released in `deinit`, when nothing can reach the set any more. The words are published
  // once (`OnceReference`) and are atomics too.
  nonisolated(unsafe) private let table: UnsafeMutablePointer<Atomic<Int>>?
  private let count: Int
  private let bits = OnceReference<Bits>()

  init(count: Int) {
    self.count = max(count, 0)
    let bytes = Bits.wordCount(for: self.count) * MemoryLayout<Atomic<UInt64>>.stride
    if bytes >= Bits.mappedFrom, let slots = calloc(Self.slots, MemoryLayout<Atomic<Int>>.stride) {
      // An atomic is its value's bytes, so zero bytes are `Atomic(0)`: an empty slot.
      table = slots.bindMemory(to: Atomic<Int>.self, capacity: Self.slots)
    } else {
      table = nil
      _ = bits.storeIfNil(Bits(count: self.count))
    }
  }

  /// The table's size, a power of two, and how far a number is looked for past its own slot.
  static let slots = 256
  private static let probes = 8

  deinit {
    free(table)
  }

  /// Whether `number` was added; never, for a number past the set's.
  func contains(_ number: Int) -> Bool {
    guard number >= 0, number < count else { return false }
    if let words = bits.load() { return words.contains(number) }
    guard let table else { return false }
    var slot = Self.slot(of: number)
    for _ in 0..<Self.probes {
      switch table[slot].load(ordering: .acquiring) {
      case number + 1: return true
      case 0: return false
      default: slot = (slot + 1) & (Self.slots - 1)
      }
    }
    return false
  }

  /// Adds `number`; nothing for a number past the set's.
  func insert(_ number: Int) {
    guard number >= 0, number < count else { return }
    if let words = bits.load() { return words.insert(number) }
    guard let table else { return }
    var slot = Self.slot(of: number)
    for _ in 0..<Self.probes {
      let (placed, found) = table[slot].compareExchange(
        expected: 0, desired: number + 1, ordering: .acquiringAndReleasing)
      if placed || found == number + 1 { return }
      slot = (slot + 1) & (Self.slots - 1)
    }
    // The table is full around `number`: the words take over, with what the table held (one
    // added meanwhile to the table may be missed, and is then checked again).
    let words = bits.storeIfNil(Bits(count: count))
    for slot in 0..<Self.slots {
      let held = table[slot].load(ordering: .acquiring)
      if held > 0 { words.insert(held - 1) }
    }
    words.insert(number)
  }

  /// Whether the set's numbers are kept as bits (for tests): a small set's always are, a large
  /// one's once its table filled.
  var keepsBits: Bool { bits.load() != nil }

  private static func slot(of number: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: number)) &* 0x9E37_79B9_7F4A_7C15) >> 56) & (slots - 1)
  }

  /// A bit for each number, in atomic words.
  private final class Bits: Sendable {
    // Sendable: as the set's table, and released in `deinit` alike.
    nonisolated(unsafe) private let words: UnsafeMutablePointer<Atomic<UInt64>>
    /// The bytes mapped for the words, or nil when they came from the allocator.
    private let mappedBytes: Int?

    static func wordCount(for count: Int) -> Int { (count + 63) / 64 }

    /// From this many bytes, the words are mapped rather than allocated: the system zeroes a
    /// page as it is first touched (`calloc` wrote them all zero).
    static let mappedFrom = 4096

    init(count: Int) {
      let capacity = max(Self.wordCount(for: count), 1)
      let bytes = capacity * MemoryLayout<Atomic<UInt64>>.stride
      if bytes >= Self.mappedFrom,
        let memory = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
        memory != UnsafeMutableRawPointer(bitPattern: -1)
      {
        words = memory.bindMemory(to: Atomic<UInt64>.self, capacity: capacity)
        mappedBytes = bytes
      } else if let memory = calloc(capacity, MemoryLayout<Atomic<UInt64>>.stride) {
        words = memory.bindMemory(to: Atomic<UInt64>.self, capacity: capacity)
        mappedBytes = nil
      } else {
        // What `calloc` could not give, `malloc` will not either: this stops as `allocate` does.
        words = UnsafeMutablePointer<Atomic<UInt64>>.allocate(capacity: capacity)
        for word in 0..<capacity { (words + word).initialize(to: Atomic(0)) }
        mappedBytes = nil
      }
    }

    deinit {
      if let mappedBytes {
        munmap(words, mappedBytes)
      } else {
        free(words)
      }
    }

    func contains(_ number: Int) -> Bool {
      words[number / 64].load(ordering: .acquiring) & (1 << UInt64(number % 64)) != 0
    }

    func insert(_ number: Int) {
      words[number / 64].bitwiseOr(1 << UInt64(number % 64), ordering: .releasing)
    }
  }
}
