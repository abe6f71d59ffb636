import BusinessLogic

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file by a new version in one step: the new bytes go to a file of their own in the
/// same folder (unnamed, where the system allows, so a killed process leaves nothing behind but
/// in the instant between naming it and the rename; the next write removes that), are
/// flushed to disk, get the old file's mode (and owner, for root), and are renamed over the old
/// file; then the folder is flushed, so the rename itself survives a crash. Until the rename
/// the old file is untouched; after it, the new one is whole. Unchanged bytes are copied by the
/// kernel (`sendfile`), not through this process.
struct AtomicReplacement {
  let target: String
  let source: String
  /// From this many unchanged bytes on, the copy is shared with a second thread.
  var sharedCopy = 32 << 20

  /// Writes `splice` applied to the file open at `original` (whose status is `status`) over
  /// `target`; returns the new file, locked (`CatalogLock`) from before it had its name: a
  /// writer waiting for the old file's lock finds the new one, and waits on until the caller
  /// releases it (after the index of the new version is saved, so that writer finds that index).
  /// `stillCurrent` is asked just before the rename.
  func write(
    _ splice: CatalogSplice, from original: Int32, status: stat, stillCurrent: () -> Bool
  ) throws(CatalogWriteError) -> CatalogLock {
    let folder = Self.folder(of: target)
    let name = String(target.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    let directory = LosslessText.withPath(folder) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
    guard directory >= 0 else { throw failure(errno) }
    defer { close(directory) }
    TemporaryFile.removeAbandoned(in: directory, beside: name)
    var temporary = TemporaryFile(directory: directory, beside: name)
    guard temporary.descriptor >= 0 else { throw failure(temporary.openError) }
    defer { temporary.discard() }
    let fd = temporary.descriptor
    try keepMetadata(of: original, status: status, on: fd)
    let replacementEnd = splice.range.lowerBound + splice.replacement.count
    guard lseek(fd, off_t(splice.range.lowerBound), SEEK_SET) >= 0 else { throw failure(errno) }
    try writeAll(splice.replacement, to: fd)
    try copy(
      [
        Piece(source: 0..<splice.range.lowerBound, destination: 0),
        Piece(source: splice.range.upperBound..<Int(status.st_size), destination: replacementEnd),
      ], from: original, to: fd)
    guard fsync(fd) == 0 else { throw failure(errno) }
    guard stillCurrent() else { throw .changedDuringWrite(source: source) }
    // Its own open file description, so the lock outlives the temporary's descriptor.
    guard let held = LocalFile.reopen(fd, flags: O_RDONLY) else { throw failure(errno) }
    guard flock(held, LOCK_EX | LOCK_NB) == 0 else {
      let code = errno
      close(held)
      throw failure(code)
    }
    var written = stat()
    _ = fstat(held, &written)
    let newVersion = CatalogLock(holding: held, status: written)
    guard temporary.name(as: name) == 0 else { throw failure(errno) }
    // Names go to the system as the bytes they stand for (`LosslessText`), so a file named in
    // Latin-1 is replaced, not written beside under a re-encoded name.
    let renamedOver = LosslessText.withPath(temporary.linkedName) { from in
      LosslessText.withPath(name) { renameat(directory, from, directory, $0) }
    }
    guard renamedOver == 0 else { throw failure(errno) }
    temporary.renamed()
    _ = fsync(directory)
    return newVersion
  }

  /// Gives the new file what the old one had: its owner (root can), its group (as any member of
  /// it can), then its mode with setuid, setgid and sticky bits (after `fchown`, which clears
  /// them), and its extended attributes, ACLs included (`system.posix_acl_access`). SELinux labels
  /// (`security.*`) are the system's to give. An attribute that cannot be kept stops the write,
  /// with the old file untouched.
  private func keepMetadata(of original: Int32, status: stat, on fd: Int32) throws(CatalogWriteError) {
    if geteuid() == 0 {
      _ = fchown(fd, status.st_uid, status.st_gid)
    } else if status.st_gid != getegid() {
      _ = fchown(fd, uid_t.max, status.st_gid)
    }
    guard fchmod(fd, status.st_mode & 0o7777) == 0 else { throw failure(errno) }
    for (name, value) in ExtendedAttributes.all(of: original) where !name.hasPrefix("security.") {
      guard ExtendedAttributes.set(name, value, on: fd) else {
        throw .writeFailed(source: source, .attributeNotKept(name))
      }
    }
  }

  /// Unchanged bytes: where they are in the old file, and where they go in the new one.
  struct Piece: Sendable {
    let source: Range<Int>
    let destination: Int
  }

  /// Copies `pieces`; a large copy half on this thread and half on another, each writing
  /// through an open file description of its own (its own position): the kernel copies about
  /// 1.7 GB a second on one core, and the other core would wait (an edit's index is made there
  /// too, `FileProductStore`).
  private func copy(_ pieces: [Piece], from original: Int32, to destination: Int32) throws(CatalogWriteError) {
    guard pieces.reduce(0, { $0 + $1.source.count }) >= sharedCopy,
      let other = LocalFile.reopen(destination, flags: O_WRONLY)
    else { return try copyAlone(pieces, from: original, to: destination) }
    let halves = Self.halves(of: pieces)
    let helper = WorkThread { [self, second = halves.second] in
      defer { close(other) }
      return Result { () throws(CatalogWriteError) in try copyAlone(second, from: original, to: other) }
    }
    let mine = Result { () throws(CatalogWriteError) in
      try copyAlone(halves.first, from: original, to: destination)
    }
    let theirs = helper.value()
    try mine.get()
    try theirs.get()
  }

  /// `pieces` cut into two runs of equal size.
  static func halves(of pieces: [Piece]) -> (first: [Piece], second: [Piece]) {
    var left = pieces.reduce(0) { $0 + $1.source.count } / 2
    var first: [Piece] = []
    var second: [Piece] = []
    for piece in pieces where !piece.source.isEmpty {
      let taken = min(left, piece.source.count)
      if taken > 0 {
        first.append(Piece(source: piece.source.prefix(taken), destination: piece.destination))
      }
      if taken < piece.source.count {
        second.append(Piece(source: piece.source.dropFirst(taken), destination: piece.destination + taken))
      }
      left -= taken
    }
    return (first, second)
  }

  /// Copies `pieces` on this thread, through `destination`'s own position.
  private func copyAlone(_ pieces: [Piece], from original: Int32, to destination: Int32) throws(CatalogWriteError) {
    let writeback = Writeback(descriptor: destination)
    for piece in pieces where !piece.source.isEmpty {
      guard lseek(destination, off_t(piece.destination), SEEK_SET) >= 0 else { throw failure(errno) }
      try copy(from: original, range: piece.source, to: destination, writeback: writeback)
    }
  }

  /// Copies in pieces, starting each one's way to the disk as soon as it is written, so the
  /// final `fsync` finds little left to wait for.
  private func copy(from original: Int32, range: Range<Int>, to destination: Int32, writeback: Writeback)
    throws(CatalogWriteError)
  {
    var offset = off_t(range.lowerBound)
    var remaining = range.count
    while remaining > 0 {
      defer { writeback.start() }
      let count = sendfile(destination, original, &offset, min(remaining, Writeback.piece))
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw failure(errno) }
      // The file got shorter under the lock: another program is writing it.
      guard count > 0 else { throw .changedDuringWrite(source: source) }
      remaining -= count
    }
  }

  private func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(CatalogWriteError) {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes {
        systemWrite(descriptor, $0.baseAddress.map { $0 + written }, bytes.count - written)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw failure(errno) }
      written += count
    }
  }

  private func failure(_ code: Int32) -> CatalogWriteError {
    .writeFailed(source: source, Self.failure(code))
  }

  static func failure(_ code: Int32) -> WriteFailure {
    switch code {
    case ENOSPC, EDQUOT: .noSpace
    case EFBIG: .fileTooLarge
    case EACCES, EPERM: .folderNotWritable
    case EROFS: .readOnlyFileSystem
    case ENOENT: .removed
    default: .system(String(cString: strerror(code)).lowercased())
    }
  }

  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}

/// The new version while it is written: an unnamed file where the system has them (`O_TMPFILE`),
/// given a name only for the instant before the rename; else a named file, removed on failure.
private struct TemporaryFile {
  let descriptor: Int32
  let openError: Int32
  private let directory: Int32
  private let isUnnamed: Bool
  private(set) var linkedName = ""
  private var isLinked = false

  init(directory: Int32, beside name: String) {
    self.directory = directory
    let random = String(UInt64.random(in: 1...UInt64.max), radix: 16)
    linkedName = ".\(name).catalog-\(getpid())-\(random).tmp"
    #if os(Linux)
      // O_TMPFILE is not exported to Swift; its value is __O_TMPFILE | O_DIRECTORY on Linux.
      let unnamed = openat(directory, ".", 0o2000_0000 | O_DIRECTORY | O_WRONLY | O_CLOEXEC, 0o600)
    #else
      let unnamed: Int32 = -1
    #endif
    if unnamed >= 0 {
      descriptor = unnamed
      isUnnamed = true
      openError = 0
    } else {
      descriptor = LosslessText.withPath(linkedName) {
        openat(directory, $0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      }
      openError = descriptor < 0 ? errno : 0
      isUnnamed = false
      isLinked = descriptor >= 0
    }
  }

  /// Gives the unnamed file its temporary name, just before the rename.
  mutating func name(as target: String) -> Int32 {
    guard isUnnamed else { return 0 }
    let result = LosslessText.withPath(linkedName) {
      linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", directory, $0, AT_SYMLINK_FOLLOW)
    }
    isLinked = result == 0
    return result
  }

  mutating func renamed() {
    isLinked = false
  }

  /// Removes the temporaries of earlier writes of `name` whose process died before their rename
  /// (`.NAME.catalog-PID-RANDOM.tmp`).
  static func removeAbandoned(in directory: Int32, beside name: String) {
    let prefix = ".\(name).catalog-"
    for leftover in CacheFile.names(in: directory, prefix: prefix) where leftover.hasSuffix(".tmp") {
      let owner = leftover.dropFirst(prefix.count).split(separator: "-").first.flatMap { Int32($0) }
      if let owner, CacheFile.hasDied(owner) { _ = LosslessText.withPath(leftover) { unlinkat(directory, $0, 0) } }
    }
  }

  /// Removes what is left of a write that did not finish; closes the file.
  func discard() {
    if isLinked { _ = LosslessText.withPath(linkedName) { unlinkat(directory, $0, 0) } }
    if descriptor >= 0 { close(descriptor) }
  }
}

/// Starts writing a file's dirty pages to disk without waiting for them (`sync_file_range` with
/// `SYNC_FILE_RANGE_WRITE`, Linux only): the disk then works while the copy goes on, instead of
/// all at once in the `fsync` that ends it. A hint: where the call is missing, nothing happens
/// and `fsync` does all the work.
private struct Writeback {
  /// How much is copied between two starts.
  static let piece = 8 << 20
  private typealias SyncFileRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32
  private let descriptor: Int32
  private let syncFileRange: SyncFileRange?

  init(descriptor: Int32) {
    self.descriptor = descriptor
    #if os(Linux)
      // Glibc declares it only with _GNU_SOURCE, which Swift's Glibc module does not set, so it
      // is looked up by name; the C signature is the one in <fcntl.h>, stable since Linux 2.6.17.
      syncFileRange = DynamicLibrary.linkedSymbol("sync_file_range", as: SyncFileRange.self)
    #else
      syncFileRange = nil
    #endif
  }

  /// Starts the write-out of every page written so far and not yet on its way.
  func start() {
    // SYNC_FILE_RANGE_WRITE is 2; offset 0 with length 0 means the whole file.
    _ = syncFileRange?(descriptor, 0, 0, 2)
  }
}

/// The POSIX `write`, named apart from `AtomicReplacement.write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
