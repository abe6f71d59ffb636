import Synchronization

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
    words = UnsafeMutablePointer<Atomic<UInt64>>.allocate(capacity: max(wordCount, 1))
    for word in 0..<wordCount { (words + word).initialize(to: Atomic(0)) }
  }

  deinit {
    words.deinitialize(count: wordCount)
    words.deallocate()
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
