/// A few pages of an index file read with `pread`, each in a slot of memory used again and
/// again: a command that reads a few values here and there (`show`, a category's first page)
/// copies each page it needs, where mapping it cost a fault, the pages the system maps around
/// it, and their unmap at exit (`IndexFileBytes.copy`). Once a command has read more pages than
/// `budget`, or more values than `readBudget`, it is reading in bulk, and reads through the map
/// from then on.
struct IndexPageCopies: ~Copyable {
  /// How many pages are held at once, each slot's memory faulted in once and used again: the
  /// order a walk follows and the page of the product it is at. More slots cost a fault each
  /// (a category's page of eight slots faulted in as many pages of memory as it saved of the
  /// file).
  let slots: Int
  static let slotsForColumns = 2
  /// How many pages may be read into the slots, and how many reads made of them, before the
  /// map serves every further read: a search that decodes its lists a byte at a time took a
  /// lock for each (5 % more time) until reads counted too.
  static let budget = 64
  static let readBudget = 4096

  private let memory: UnsafeMutableRawPointer
  /// The page each slot holds, -1 for none, and when it was last read or filled (`clock`).
  private var held: [Int]
  private var used: [Int]
  private var clock = 0
  /// How many pages were read into the slots, and how many reads were made of them.
  private(set) var loads = 0
  private(set) var reads = 0

  /// Whether either budget is spent: nothing more is read or loaded.
  var isSpent: Bool { loads >= Self.budget || reads >= Self.readBudget }

  init(slots: Int) {
    self.slots = slots
    held = [Int](repeating: -1, count: slots)
    used = [Int](repeating: 0, count: slots)
    memory = UnsafeMutableRawPointer.allocate(byteCount: slots * CatalogIndexFile.pageSize, alignment: 16)
  }

  deinit { memory.deallocate() }

  /// The bytes of page `number`, when a slot holds it (`count` of them: the page's, which the
  /// file's end may cut short) and the budget of reads is not spent.
  mutating func page(_ number: Int, count: Int) -> UnsafeRawBufferPointer? {
    guard reads < Self.readBudget else { return nil }
    reads += 1
    guard let slot = held.firstIndex(of: number) else { return nil }
    clock += 1
    used[slot] = clock
    return UnsafeRawBufferPointer(start: memory + slot * CatalogIndexFile.pageSize, count: count)
  }

  /// The slot that will hold page `number`, the one read longest ago given over to it (a walk's
  /// page of the order stays while the pages of the products it passes take turns in the other:
  /// given over in turn, the order's page was read again after every second product); nil once
  /// the budget is spent. `fill` reads the page into it; a slot it fails to fill holds none.
  mutating func load(
    _ number: Int, count: Int, _ fill: (UnsafeMutableRawBufferPointer) -> Bool
  ) -> UnsafeRawBufferPointer? {
    guard !isSpent, count <= CatalogIndexFile.pageSize else { return nil }
    loads += 1
    clock += 1
    let slot = used.indices.min { used[$0] < used[$1] } ?? 0
    used[slot] = clock
    let bytes = UnsafeMutableRawBufferPointer(start: memory + slot * CatalogIndexFile.pageSize, count: count)
    guard fill(bytes) else {
      held[slot] = -1
      return nil
    }
    held[slot] = number
    return UnsafeRawBufferPointer(bytes)
  }
}
