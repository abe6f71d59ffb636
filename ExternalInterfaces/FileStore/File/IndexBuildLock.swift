#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Builds of indexes take turns, one at a time per cache: an advisory lock (`flock`) on the
/// cache directory itself, so no file is added for it, and a process that dies holding it
/// releases it. A build started while another runs waits and then usually finds its index made;
/// a one-off command that finds a build running asks for no other (DECISIONS D57).
final class IndexBuildLock {
  private let descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// The lock, taken now; nil when another process holds it or the cache cannot be used.
  static func take(in store: CatalogIndexStore) -> IndexBuildLock? {
    guard case .success(let folder) = store.cacheDirectory.open() else { return nil }
    guard flock(folder, LOCK_EX | LOCK_NB) == 0 else {
      close(folder)
      return nil
    }
    return IndexBuildLock(descriptor: folder)
  }

  /// Whether a build holds the lock now (a look, not a wait).
  static func isHeld(in store: CatalogIndexStore) -> Bool {
    guard case .success(let folder) = store.cacheDirectory.open() else { return false }
    defer { close(folder) }
    return flock(folder, LOCK_SH | LOCK_NB) != 0
  }

  /// Waits for the lock for at most `timeout` seconds; nil when it was not had by then.
  static func wait(in store: CatalogIndexStore, timeout: Double) async -> IndexBuildLock? {
    let deadline = ContinuousClock.now + .milliseconds(Int64(timeout * 1000))
    while true {
      if let lock = take(in: store) { return lock }
      guard ContinuousClock.now < deadline else { return nil }
      try? await Task.sleep(for: .milliseconds(50))
    }
  }
}
