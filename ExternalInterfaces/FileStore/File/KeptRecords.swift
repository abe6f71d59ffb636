import Synchronization

/// The records of an index read last (`ListingRecords`), by position: a walk along a category's
/// order reads each product's record to check its category, and the listing that follows reads
/// the same records, each a page of the file to read again (the slots of `IndexPageCopies` hold
/// two). Direct-mapped: a position has one slot, its number modulo `capacity`, which the last
/// record read there takes. A record is kept once it proved good (its seal matched), and an
/// index's file never changes under it, so a kept record is the file's.
final class KeptRecords: Sendable {
  /// A page of twenty products spread through the catalog shares a slot once in a few pages;
  /// the slots are 8 KiB, two pages of memory to fault in.
  static let capacity = 64

  /// Made at the first record kept: `show` keeps none.
  private struct Slots {
    var positions: [Int] = []
    var words: [Int] = []

    /// The slot holding the record at `position`, if one does.
    func slot(holding position: Int) -> Int? {
      let slot = KeptRecords.slot(of: position)
      return positions.indices.contains(slot) && positions[slot] == position ? slot : nil
    }
  }

  private let slots = Mutex(Slots())

  /// `read` given the words of the record at `position`, when it is kept; nil when it is not.
  /// The words are copied out under the lock and read after it.
  func withRecord<Result>(at position: Int, _ read: (UnsafeBufferPointer<Int>) -> Result) -> Result? {
    withUnsafeTemporaryAllocation(of: Int.self, capacity: ListingRecords.width) { copy -> Result? in
      // The copy by its address: a pointer captured by the locked body would join the memory
      // it names to the slots the lock guards, for the checker.
      guard let base = copy.baseAddress else { return nil }
      let address = UInt(bitPattern: base)
      let found = slots.withLock { slots -> Bool in
        guard let slot = slots.slot(holding: position), let target = UnsafeMutablePointer<Int>(bitPattern: address)
        else { return false }
        slots.words.withUnsafeBufferPointer { words in
          guard let source = words.baseAddress else { return }
          target.initialize(from: source + slot * ListingRecords.width, count: ListingRecords.width)
        }
        return true
      }
      return found ? read(UnsafeBufferPointer(copy)) : nil
    }
  }

  /// Whether a record beside the one at `position` (before or after it) is kept: one just read,
  /// as a list in the catalog's order reads them.
  func holdsNeighbour(of position: Int) -> Bool {
    slots.withLock { $0.slot(holding: position - 1) != nil || $0.slot(holding: position + 1) != nil }
  }

  /// Keeps `record`, the words of the record at `position`, in its slot.
  func keep(_ record: UnsafeBufferPointer<Int>, at position: Int) {
    guard record.count == ListingRecords.width, position >= 0 else { return }
    slots.withLock { slots in
      if slots.positions.isEmpty {
        slots.positions = [Int](repeating: -1, count: Self.capacity)
        slots.words = [Int](repeating: 0, count: Self.capacity * ListingRecords.width)
      }
      let slot = Self.slot(of: position)
      slots.positions[slot] = position
      slots.words.replaceSubrange(Self.words(of: slot), with: record)
    }
  }

  private static func slot(of position: Int) -> Int { position % capacity }

  private static func words(of slot: Int) -> Range<Int> {
    (slot * ListingRecords.width)..<((slot + 1) * ListingRecords.width)
  }
}
