import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A set of the numbers below `count` that only grows, read and added to from any thread
/// without a lock: a bit each, for `IndexFileBytes`' pages and blocks checked and found good.
final class KnownSet: Sendable {
  // Sendable: the words are atomics, and the pointer to them is never reassigned; they are
  // released in `deinit`, when nothing can reach the set any more.
  nonisolated(unsafe) private let words: UnsafeMutablePointer<Atomic<UInt64>>
  private let count: Int
  private let wordCount: Int
  /// The bytes mapped for the words, or nil when they came from the allocator.
  private let mappedBytes: Int?

  init(count: Int) {
    self.count = max(count, 0)
    wordCount = (self.count + 63) / 64
    let capacity = max(wordCount, 1)
    let bytes = capacity * MemoryLayout<Atomic<UInt64>>.stride
    // A set of a page or more is mapped: the system zeroes a page as it is first touched, and a
    // command checks a few pages of an index whose set is 16 KB at 1M products, 164 KB at 10M
    // (`calloc` wrote the smaller one zero, four fresh pages). An atomic word is its value's
    // bytes, so zero bytes are `Atomic(0)`.
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
      for word in 0..<wordCount { (words + word).initialize(to: Atomic(0)) }
      mappedBytes = nil
    }
  }

  /// From this many bytes, the words are mapped rather than allocated.
  static let mappedFrom = 4096

  deinit {
    if let mappedBytes {
      munmap(words, mappedBytes)
    } else {
      free(words)
    }
  }

  /// Whether `number` was added; never, for a number past the set's.
  func contains(_ number: Int) -> Bool {
    guard number >= 0, number < count else { return false }
    return words[number / 64].load(ordering: .acquiring) & (1 << UInt64(number % 64)) != 0
  }

  /// Adds `number`; nothing for a number past the set's.
  func insert(_ number: Int) {
    guard number >= 0, number < count else { return }
    words[number / 64].bitwiseOr(1 << UInt64(number % 64), ordering: .releasing)
  }
}
