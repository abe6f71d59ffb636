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

  init(count: Int) {
    self.count = max(count, 0)
    wordCount = (self.count + 63) / 64
    // Zeroed by `calloc`, not word by word: a large set comes from pages the system zeroes as
    // they are first touched, and a command checks a few pages of a 5 GB index, whose set is
    // 164 KB. An atomic word is its value's bytes, so zero bytes are `Atomic(0)`.
    if let memory = calloc(max(wordCount, 1), MemoryLayout<Atomic<UInt64>>.stride) {
      words = memory.bindMemory(to: Atomic<UInt64>.self, capacity: max(wordCount, 1))
    } else {
      // What `calloc` could not give, `malloc` will not either: this stops as `allocate` does.
      words = UnsafeMutablePointer<Atomic<UInt64>>.allocate(capacity: max(wordCount, 1))
      for word in 0..<wordCount { (words + word).initialize(to: Atomic(0)) }
    }
  }

  deinit {
    free(words)
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
