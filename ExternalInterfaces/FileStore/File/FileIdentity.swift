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
/// content itself.
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

  /// The same identity with the content sample of `bytes` (the file's mapped content).
  func sampled(_ bytes: UnsafeBufferPointer<UInt8>) -> FileIdentity {
    sampled(FileSample.hash(of: bytes))
  }

  /// The same identity with `sample` as its content sample (`FileSample`).
  func sampled(_ sample: UInt64) -> FileIdentity {
    var copy = self
    copy.contentSample = sample
    return copy
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
