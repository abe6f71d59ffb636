import BusinessLogic

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a catalog file, held from the read a change is based
/// on until the new file has replaced it, so writers of the same catalog take turns and each
/// applies its change to the file as the one before left it. A writer that waited may find the
/// path now names the file the last writer renamed into place: it then locks that one instead.
/// Closing the descriptor (when this is released) ends the lock.
final class CatalogLock {
  let descriptor: Int32
  let status: stat

  /// A lock already taken on `descriptor`, which it closes when released.
  init(holding descriptor: Int32, status: stat) {
    (self.descriptor, self.status) = (descriptor, status)
  }

  deinit {
    close(descriptor)
  }

  /// Waits for the lock on the file at `path` (a regular file, links resolved) for at most
  /// `timeout` seconds.
  /// `exclusive` false only opens the file, for a read that must see one version but waits for
  /// nobody (a dry run).
  static func acquire(_ path: String, timeout: Double, source: String, exclusive: Bool = true)
    async throws(CatalogWriteError) -> CatalogLock
  {
    let deadline = ContinuousClock.now + .milliseconds(Int64(timeout * 1000))
    while true {
      let descriptor = LosslessText.withPath(path) { open($0, O_RDONLY | O_CLOEXEC) }
      guard descriptor >= 0 else { throw .read(LocalFile.failure(errno, path: path)) }
      var status = stat()
      guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
        close(descriptor)
        throw .read(LocalFile.failure(ENODEV, path: path))
      }
      if !exclusive { return CatalogLock(holding: descriptor, status: status) }
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
        var now = stat()
        if LosslessText.withPath(path, { stat($0, &now) }) == 0, now.st_ino == status.st_ino,
          now.st_dev == status.st_dev
        {
          return CatalogLock(holding: descriptor, status: status)
        }
        // Replaced while we waited: the lock to take is the new file's.
        close(descriptor)
        continue
      }
      let code = errno
      close(descriptor)
      guard code == EWOULDBLOCK || code == EINTR else {
        throw .writeFailed(source: source, .system(String(cString: strerror(code)).lowercased()))
      }
      guard ContinuousClock.now < deadline else { throw .lockTimedOut(source: source, seconds: timeout) }
      try? await Task.sleep(for: .milliseconds(20))
    }
  }
}
