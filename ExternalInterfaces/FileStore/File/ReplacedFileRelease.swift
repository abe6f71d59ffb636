#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the files a write replaced (the catalog's old version, its old index) are freed. The
/// kernel frees a replaced file when its last reference closes, and this process holds the last
/// one until it ends; freeing a large file's pages and blocks takes tens of milliseconds (most of
/// them waiting for the disk where the file system discards freed blocks as it frees them).
/// Without a release the writer pays that itself, which a session or a server, running on after
/// its writes, does in passing.
protocol ReplacedFileRelease: Sendable {
  /// Takes `descriptors`, each open on a file a write has just replaced, and closes them.
  func release(_ descriptors: [Int32])
}

enum ReplacedFile {
  /// A descriptor of its own on the file `descriptor` is open on: a new open file description,
  /// so whoever holds it does not hold this one's lock (`flock`) too. Nil where the system has
  /// no `/proc/self/fd`.
  static func reopen(_ descriptor: Int32) -> Int32? {
    #if os(Linux)
      let reopened = LosslessText.withPath("/proc/self/fd/\(descriptor)") { open($0, O_RDONLY | O_CLOEXEC) }
      return reopened >= 0 ? reopened : nil
    #else
      return nil
    #endif
  }

  /// The bytes the files open at `descriptors` hold.
  static func size(of descriptors: [Int32]) -> Int {
    descriptors.reduce(0) { total, descriptor in
      var status = stat()
      return total + (fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0)
    }
  }
}
