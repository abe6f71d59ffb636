#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which version of a file is open: device, inode, size, and the modification and change times.
/// A regular file that changed since (rewritten, or replaced by a rename) has another identity;
/// pipes have none. The change time (`ctime`) cannot be set back by a program, so an edit in
/// place that restores the modification time still shows. An index on disk also keeps
/// `contentSample`, a hash of bytes spread through the file (`FileSample`), as evidence of the
/// content itself, and `seenAt`, when the file was seen, which can make that evidence needless
/// (`isSettled(before:)`).
struct FileIdentity: Hashable, Sendable {
  let device: UInt64
  let inode: UInt64
  let size: Int64
  let modifiedSeconds: Int
  let modifiedNanoseconds: Int
  let changedSeconds: Int
  let changedNanoseconds: Int
  /// Set only where the content was sampled (an index's identity); nil compares as "not asked".
  var contentSample: UInt64?
  /// With the sample: the clock's time, in nanoseconds since 1970, before the file was opened
  /// and its status read (`CatalogBytes`); nil when not known.
  var seenAt: Int?

  init?(_ status: stat) {
    guard (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    modifiedSeconds = Int(status.st_mtim.tv_sec)
    modifiedNanoseconds = Int(status.st_mtim.tv_nsec)
    changedSeconds = Int(status.st_ctim.tv_sec)
    changedNanoseconds = Int(status.st_ctim.tv_nsec)
  }

  private init() {
    device = 0
    inode = 0
    size = 0
    modifiedSeconds = 0
    modifiedNanoseconds = 0
    changedSeconds = 0
    changedNanoseconds = 0
  }

  /// An identity of nothing, for reading the shape of a header.
  static let placeholder = FileIdentity()

  /// The same identity with `sample` as its content sample (`FileSample`), taken of the file
  /// seen at `seenAt`.
  func sampled(_ sample: UInt64, seenAt: Int? = nil) -> FileIdentity {
    var copy = self
    copy.contentSample = sample
    copy.seenAt = seenAt
    return copy
  }

  /// Whether this version of the file was last changed well before `seenAt`, a time before its
  /// status was read: then any later change, by any program, gives it another change time (the
  /// kernel stamps it, and no program can set it), so an identity that still matches is the
  /// same content, and needs no sample. A change within a tick of the last one can keep the
  /// change time where the clock or the file system counts coarsely (up to 2 s): such a
  /// version, and one with a modification time set ahead, is sampled as before. Trusts the
  /// clock of this machine to run with the file system's (on a network file system, its
  /// server's).
  func isSettled(before seenAt: Int) -> Bool {
    guard let changed = Self.nanoseconds(changedSeconds, changedNanoseconds),
      let modified = Self.nanoseconds(modifiedSeconds, modifiedNanoseconds)
    else { return false }
    let (settled, overflow) = max(changed, modified).addingReportingOverflow(2_000_000_000)
    return !overflow && settled < seenAt
  }

  private static func nanoseconds(_ seconds: Int, _ nanoseconds: Int) -> Int? {
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    let (sum, carry) = scaled.addingReportingOverflow(nanoseconds)
    return overflow || carry ? nil : sum
  }

  /// The values that name this version of the file, whatever was sampled of it: what an index
  /// header starts with (`CatalogIndexFile`), and what two identities compare by.
  var version: [Int] {
    [
      Int(truncatingIfNeeded: device), Int(truncatingIfNeeded: inode), Int(size), modifiedSeconds,
      modifiedNanoseconds, changedSeconds, changedNanoseconds,
    ]
  }

  /// Whether `other` names the same version of the same file, whatever was sampled of it.
  func isSameVersion(as other: FileIdentity) -> Bool {
    version == other.version
  }

  /// The clock's time now, in nanoseconds since 1970, as `seenAt` keeps it; nil past what
  /// that can hold (nothing is then settled).
  static func now() -> Int? {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return nanoseconds(Int(time.tv_sec), Int(time.tv_nsec))
  }

  /// The identity of what is at `path` now; nil when it is not a regular file or is gone.
  static func current(of path: String) -> FileIdentity? {
    var status = stat()
    guard LosslessText.withPath(path, { stat($0, &status) }) == 0 else { return nil }
    return FileIdentity(status)
  }
}

extension FileIdentity {
  /// The identity as text, for `CatalogRevisions`.
  var revision: String {
    "\(device).\(inode).\(size).\(modifiedSeconds).\(modifiedNanoseconds).\(changedSeconds).\(changedNanoseconds)"
  }
}
