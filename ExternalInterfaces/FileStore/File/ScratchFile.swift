#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file of the cache directory with no name, which an index build writes a column to and then
/// maps: a build of ten million products keeps its columns (3 GB) on disk rather than in memory,
/// and the system frees the file when its last map goes, however the process ends.
///
/// It is created as a private temporary of the directory (`CacheFile.createTemporary`) and
/// unlinked at once: nothing can open it by name, and a sweep removes one left by a process that
/// died in between.
final class ScratchFile: @unchecked Sendable {
  // @unchecked: a scratch file belongs to one column of one scan, written by the thread scanning
  // that part of the catalog, then read by whoever merges the parts after that thread is done.
  private var descriptor: Int32
  /// The bytes written so far.
  private(set) var count = 0
  /// Whether a write failed: what was written then is not all of the column.
  private(set) var failed = false

  init?(in folder: Int32) {
    guard let (name, descriptor) = CacheFile.createTemporary(for: "index-scratch", in: folder, readable: true) else {
      return nil
    }
    _ = unlinkat(folder, name, 0)
    self.descriptor = descriptor
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  func append(_ bytes: UnsafeRawBufferPointer) {
    guard !failed, descriptor >= 0 else { return }
    failed = !CacheFile.writeAll(bytes, to: descriptor, at: count)
    count += bytes.count
  }

  /// Notes that the file no longer holds the whole column (a part of it could not be read back).
  func markFailed() {
    failed = true
  }

  /// Reads `bytes.count` bytes from `offset`; false when they could not all be read.
  func read(into bytes: UnsafeMutableRawBufferPointer, at offset: Int) -> Bool {
    CacheFile.readAll(into: bytes, from: descriptor, at: offset)
  }

  /// The file mapped read-only, its descriptor closed (the map keeps the file); nil when a write
  /// failed, it is empty, or it could not be mapped. Nothing is written after.
  func map() -> IndexFileBytes? {
    defer {
      close(descriptor)
      descriptor = -1
    }
    guard !failed, count > 0 else { return nil }
    return IndexFileBytes(mapping: descriptor, size: count, isScratch: true)
  }
}
