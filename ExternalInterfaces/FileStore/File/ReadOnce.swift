import Synchronization

/// A part of an index that is read from its file the first time it is asked for, then kept: the
/// category and brand names, the lists of short strings, the orders (`StoredOrders`). `show`
/// asks for none of them; reading the names and lists at every open cost it three pages of the
/// file and a page of their checksums, each a fault (about 11 µs with its unmapping at exit on
/// this machine), and 40 k instructions; the orders, another 50 k.
/// Two threads that ask at once may both read it; the first answer is the one kept.
final class ReadOnce<Value: Sendable>: Sendable {
  private final class Kept: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  private let read: @Sendable () -> Value
  private let kept = OnceReference<Kept>()

  /// A value read from a file by `read` when first asked for.
  init(reading read: @escaping @Sendable () -> Value) {
    self.read = read
  }

  /// A value already in memory (an index a scan built).
  init(_ value: Value) {
    read = { value }
    _ = kept.storeIfNil(Kept(value))
  }

  var value: Value {
    if let kept = kept.load() { return kept.value }
    return kept.storeIfNil(Kept(read())).value
  }
}
