import Synchronization

/// An object stored once and then read from any thread without a lock: what
/// `AtomicLazyReference` does, whose `load` this toolchain calls as an unspecialized generic
/// function (about 600 instructions a call, where listing a page of products asked it hundreds
/// of times). Loading this one is one atomic load.
final class OnceReference<Object: AnyObject & Sendable>: Sendable {
  private let object = Atomic<Unmanaged<Object>?>(nil)

  init() {}

  /// The object stored, if any.
  func load() -> Object? {
    object.load(ordering: .acquiring)?.takeUnretainedValue()
  }

  /// Stores `new` unless an object is stored already; the object stored either way.
  func storeIfNil(_ new: Object) -> Object {
    let retained = Unmanaged.passRetained(new)
    let (stored, original) = object.compareExchange(
      expected: nil, desired: retained, ordering: .acquiringAndReleasing)
    guard !stored, let original else { return new }
    retained.release()
    return original.takeUnretainedValue()
  }

  deinit {
    object.load(ordering: .acquiring)?.release()
  }
}
