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
