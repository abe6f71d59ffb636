#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An edit's index, written while the edit's new version of the catalog is copied: under a
/// temporary name and with a placeholder identity, since the new version's identity (its inode
/// and change time) exists only once it is in place. `finish` then stamps the identity in and
/// renames the index over the old one; until then no reader can take it for any file's index.
struct IndexWrittenAhead: Sendable {
  let store: CatalogIndexStore
  let folder: Int32
  let descriptor: Int32
  let temporary: String
  let name: String
  let stamp: CatalogIndexFile.Stamp

  /// Makes it the index of the file version `identity`; whether it is now in the cache.
  func finish(identity: FileIdentity) -> Bool {
    defer { close(folder) }
    let stamped = CatalogIndexFile.stamp(stamp, with: identity).allSatisfy { write in
      write.bytes.withUnsafeBytes { CacheFile.writeAll($0, to: descriptor, at: write.offset) }
    }
    let closed = close(descriptor) == 0
    guard stamped, closed, renameat(folder, temporary, folder, name) == 0 else {
      _ = unlinkat(folder, temporary, 0)
      return false
    }
    store.sweep(folder, keeping: name)
    store.evict(folder, keeping: name)
    return true
  }

  /// A descriptor on the index `finish` is about to replace, if there is one, so that a
  /// `ReplacedFileRelease` can have it.
  func openReplaced() -> Int32? {
    let replaced = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    return replaced >= 0 ? replaced : nil
  }

  /// Removes it: the write it was for did not happen.
  func discard() {
    Self.remove(temporary, open: descriptor, in: folder)
  }

  /// Closes and removes a temporary, and closes its folder.
  static func remove(_ temporary: String, open descriptor: Int32, in folder: Int32) {
    close(descriptor)
    _ = unlinkat(folder, temporary, 0)
    close(folder)
  }
}
