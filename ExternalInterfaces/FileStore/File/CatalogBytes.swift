import BusinessLogic
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of a catalog file: memory-mapped when it is a regular file, so a large catalog is
/// paged in as it is read and never copied; read into memory otherwise (a pipe, `/dev/stdin`).
/// Either way the bytes stay put, read-only, for the life of the object.
///
/// Unchecked: the buffer is never written after `init` and lives until `deinit`, so any thread
/// may read it; the one thing computed later, the sampled identity, is behind a mutex. The
/// repository and its index's life cycle (two actors) read the same bytes.
final class CatalogBytes: @unchecked Sendable {
  let buffer: UnsafeBufferPointer<UInt8>
  /// The version of the file these bytes are; nil for a pipe.
  let identity: FileIdentity?
  /// Whether `buffer` maps the file (else it is a copy of what a pipe gave).
  let mapped: Bool
  /// `identity` with the sample of these bytes that an index on disk records, and when the
  /// file was seen: computed once, when an index is first saved or needs the sample to be
  /// trusted (`CatalogIndexFile`).
  var sampledIdentity: FileIdentity? {
    sampled.withLock { sampled in
      if let sampled { return sampled }
      let made = identity.map { identity in
        let read = reading >= 0 ? FileSample.hash(reading: reading, count: buffer.count) : nil
        return identity.sampled(read ?? FileSample.hash(of: buffer), seenAt: seenAt)
      }
      sampled = .some(made)
      return made
    }
  }
  private let sampled = Mutex<FileIdentity??>(nil)
  /// The content sample alone (`sampledIdentity`).
  var sample: UInt64? { sampledIdentity?.contentSample }
  /// The clock's time before the file was opened (`FileIdentity.seenAt`); nil when unknown.
  private let seenAt: Int?
  /// The mapped file, for its sample and a page's products to be read rather than faulted in
  /// (-1 for a copy, and for a write's file).
  private let reading: Int32

  init(path: String) throws(CatalogSourceError) {
    seenAt = FileIdentity.now()
    let (descriptor, status) = try LocalFile(path: path).open()
    defer { close(descriptor) }
    let size = Int(status.st_size)
    identity = path == LocalFile.standardInput ? nil : FileIdentity(status)
    // Standard input is read once, whatever it is: it cannot be opened again to see a change.
    if (status.st_mode & S_IFMT) == S_IFREG, size > 0, path != LocalFile.standardInput,
      let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED
    {
      // One pass from start to end: let the kernel read ahead.
      _ = madvise(address, size, MADV_SEQUENTIAL)
      buffer = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: size)
      mapped = true
      reading = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
    } else {
      let data = try LocalFile(path: path).read()
      let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(data.count, 1))
      _ = copy.initialize(from: data)
      buffer = UnsafeBufferPointer(rebasing: copy[0..<data.count])
      mapped = false
      reading = -1
    }
  }

  /// The bytes of a regular file already open (and locked) for a write; nil when it cannot be
  /// mapped.
  init?(locked descriptor: Int32, status: stat) {
    let size = Int(status.st_size)
    identity = FileIdentity(status)
    seenAt = nil  // its status was read before this was made
    mapped = size > 0
    reading = -1  // a write's file: its sample is taken once, of the bytes written
    guard size > 0 else {
      buffer = UnsafeBufferPointer(start: UnsafeMutablePointer<UInt8>.allocate(capacity: 1), count: 0)
      return
    }
    guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
      return nil
    }
    buffer = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: size)
  }

  /// The bytes of `range` copied into `scratch` (grown to hold them), read from the file where
  /// there is one to read rather than faulted in through the map: a page's products lie
  /// scattered through a large file, and twenty reads cost a tenth of the faults that map them
  /// and the pages around them (issue 60). False when the file no longer holds them whole.
  func copy(_ range: Range<Int>, into scratch: inout [UInt8]) -> Bool {
    guard range.lowerBound >= 0, range.upperBound <= buffer.count else { return false }
    if scratch.count < range.count { scratch = [UInt8](repeating: 0, count: range.count) }
    return scratch.withUnsafeMutableBytes { scratch in
      let target = UnsafeMutableRawBufferPointer(rebasing: scratch[0..<range.count])
      guard reading >= 0 else {
        target.copyMemory(from: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[range])))
        return true
      }
      return CacheFile.readAll(into: target, from: reading, at: range.lowerBound)
    }
  }

  deinit {
    if reading >= 0 { close(reading) }
    guard let base = buffer.baseAddress else { return }
    if mapped {
      munmap(UnsafeMutableRawPointer(mutating: base), buffer.count)
    } else {
      UnsafeMutablePointer(mutating: base).deallocate()
    }
  }
}
