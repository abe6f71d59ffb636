#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a file in the cache directory is named, read and written, for every kind of file kept
/// there (catalog indexes, exchange rates). A file is opened relative to the checked directory,
/// never through a link, and read only when it is a regular file of the user's of a sensible
/// size; it is written under a fresh, unguessable name beside the final one and renamed, so a
/// reader sees the old file or the new one and nobody can plant a link where the bytes go; the
/// temporaries of processes that died before renaming are removed.
enum CacheFile {
  /// `prefix` + the FNV-1a hash of `key` + `suffix`: one file per key, the same in every process.
  static func name(prefix: String, key: String, suffix: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return prefix + String(hash, radix: 16) + suffix
  }

  /// The file `name` in `folder`, opened for reading with its size, when it is a regular file of
  /// the user's holding 1 to `maximumBytes` bytes (a FIFO, a device or a link planted at the name
  /// is not read, nor is anyone else's file). The caller closes the descriptor.
  static func open(_ name: String, in folder: Int32, maximumBytes: Int)
    -> (descriptor: Int32, size: Int, modified: Int)?
  {
    guard let (descriptor, size, modified) = openOwn(name, in: folder) else { return nil }
    guard size > 0, size <= maximumBytes else {
      close(descriptor)
      return nil
    }
    return (descriptor, size, modified)
  }

  /// `name` in `folder` opened for reading if it is a regular file of the user's (never through
  /// a link, never blocking on a FIFO), with its size and when it was last modified (seconds
  /// since the epoch). The caller closes the descriptor.
  static func openOwn(_ name: String, in folder: Int32) -> (descriptor: Int32, size: Int, modified: Int)? {
    let descriptor = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_uid == geteuid() else {
      close(descriptor)
      return nil
    }
    return (descriptor, Int(status.st_size), Int(status.st_mtim.tv_sec))
  }

  /// Whether `name` in `folder` is a regular file of the user's that this program made: it
  /// starts with `signature`, or (a temporary, `cutOff`) with as much of it as was written before
  /// its process died. A file of the same name made by anyone or anything else is never removed.
  static func isOurs(_ name: String, in folder: Int32, signature: [UInt8], cutOff: Bool = false) -> Bool {
    guard let (descriptor, size, _) = openOwn(name, in: folder) else { return false }
    defer { close(descriptor) }
    let wanted = cutOff ? min(size, signature.count) : signature.count
    var start = [UInt8](repeating: 0, count: wanted)
    let count = start.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    return count == wanted && start.elementsEqual(signature.prefix(wanted))
  }

  /// Exactly `size` bytes from the start of `descriptor`; nil when fewer could be read.
  static func readAll(_ descriptor: Int32, size: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: size)
    return bytes.withUnsafeMutableBytes { readAll(into: $0, from: descriptor) } ? bytes : nil
  }

  /// Fills `bytes` from `descriptor`, at `offset` when one is given (else at the file's
  /// position), retrying interrupted and short reads; false when it could not all be read.
  static func readAll(into bytes: UnsafeMutableRawBufferPointer, from descriptor: Int32, at offset: Int? = nil)
    -> Bool
  {
    whole(bytes.count) { filled in
      let start = bytes.baseAddress.map { $0 + filled }
      return if let offset {
        pread(descriptor, start, bytes.count - filled, off_t(offset + filled))
      } else {
        read(descriptor, start, bytes.count - filled)
      }
    }
  }

  /// Writes the file `name` in `folder` with `write` (given a descriptor; false when it could not
  /// write everything) under a temporary name, then renames it into place; true when it is there.
  @discardableResult
  static func replace(_ name: String, in folder: Int32, write: (Int32) -> Bool) -> Bool {
    guard let (partial, descriptor) = createTemporary(for: name, in: folder) else { return false }
    let complete = write(descriptor)
    let closed = close(descriptor) == 0
    guard complete, closed, renameat(folder, partial, folder, name) == 0 else {
      _ = unlinkat(folder, partial, 0)
      return false
    }
    return true
  }

  /// A new, private temporary for `name` in `folder`, named after this process
  /// (`NAME.PID-RANDOM.partial`, so a sweep knows when its writer has died), open for writing
  /// (and reading, when `readable`).
  static func createTemporary(for name: String, in folder: Int32, readable: Bool = false)
    -> (name: String, descriptor: Int32)?
  {
    let partial = name + ".\(getpid())-\(String(UInt64.random(in: 1...UInt64.max), radix: 16)).partial"
    let access = readable ? O_RDWR : O_WRONLY
    let descriptor = openat(folder, partial, access | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    return descriptor >= 0 ? (partial, descriptor) : nil
  }

  /// Writes all of `bytes`, at `offset` when one is given (else at the file's position),
  /// retrying interrupted and short writes; false on any failure.
  static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, at offset: Int? = nil) -> Bool {
    whole(bytes.count) { written in
      let start = bytes.baseAddress.map { $0 + written }
      return if let offset {
        pwrite(descriptor, start, bytes.count - written, off_t(offset + written))
      } else {
        write(descriptor, start, bytes.count - written)
      }
    }
  }

  /// Whether `step` (a read or write from the count done so far, returning what it moved or -1)
  /// moved all `count` bytes, retried after an interruption and after a short move; false on
  /// a failure or on nothing moved (the end of a file).
  private static func whole(_ count: Int, _ step: (_ done: Int) -> Int) -> Bool {
    var done = 0
    while done < count {
      let moved = step(done)
      if moved < 0, errno == EINTR { continue }
      guard moved > 0 else { return false }
      done += moved
    }
    return true
  }

  /// The names in `folder` that start with `prefix`, read from the start: a duplicate
  /// descriptor shares the read position with the original, which an earlier listing left at
  /// the end.
  static func names(in folder: Int32, prefix: String) -> [String] {
    guard let listing = fdopendir(dup(folder)) else { return [] }
    defer { closedir(listing) }
    rewinddir(listing)
    var names: [String] = []
    while let entry = readdir(listing) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { LosslessText.decode($0.prefix { $0 != 0 }) }
      if name.hasPrefix(prefix) { names.append(name) }
    }
    return names
  }

  /// Whether `name` is the temporary of a save whose process has died (`NAME.PID-RANDOM.partial`).
  static func isAbandonedTemporary(_ name: String) -> Bool {
    guard name.hasSuffix(".partial") else { return false }
    let owner = name.split(separator: ".").dropLast().last?.split(separator: "-").first.flatMap { Int32($0) }
    return owner.map(hasDied) ?? false
  }

  /// Whether the process that named a temporary after itself is gone, so the temporary can
  /// never be finished (a live process of the same number keeps it: better left than lost).
  static func hasDied(_ owner: Int32) -> Bool {
    owner != getpid() && kill(owner, 0) != 0 && errno == ESRCH
  }
}
