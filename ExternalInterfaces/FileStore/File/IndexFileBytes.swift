#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of an index file, mapped read-only, or (for an index handed over in memory) a copy
/// this object owns; the columns of a loaded `CatalogIndex` point into them and keep them alive.
///
/// The file is one the cache directory's owner wrote by rename and nobody rewrites in place, so
/// the map does not change under the index once it is checked. If another program truncated it
/// in place anyway, the pages past its new end would read as zeros (`MappedFileFaults`) and a
/// column's bounds checks would stop the process rather than let it read outside the map.
final class IndexFileBytes: @unchecked Sendable {
  // @unchecked: `bytes` is only ever read (a PROT_READ map or a copy nothing else holds), and it
  // is released only in `deinit`, when no column points into it any more.
  let bytes: UnsafeRawBufferPointer
  private let mapped: Bool

  /// Maps `size` bytes of the file open at `descriptor` (which may be closed afterwards).
  init?(mapping descriptor: Int32, size: Int) {
    guard size > 0 else { return nil }
    #if os(Linux)
      // Every page is checked on load: map them all in one call rather than fault them one by one.
      let flags = MAP_PRIVATE | MAP_POPULATE
    #else
      let flags = MAP_PRIVATE
    #endif
    guard let base = mmap(nil, size, PROT_READ, flags, descriptor, 0), base != MAP_FAILED else { return nil }
    bytes = UnsafeRawBufferPointer(start: base, count: size)
    mapped = true
  }

  /// A copy of `source`, eight-byte aligned as a map would be.
  init(copying source: UnsafeRawBufferPointer) {
    let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(source.count, 1), alignment: 16)
    if let base = source.baseAddress, let target = copy.baseAddress {
      target.copyMemory(from: base, byteCount: source.count)
    }
    bytes = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(copy)[0..<source.count])
    mapped = false
  }

  deinit {
    if mapped {
      munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    } else {
      UnsafeMutableRawPointer(mutating: bytes.baseAddress)?.deallocate()
    }
  }

  /// The little-endian 64-bit value at `offset`, which the caller has checked lies within.
  func int(at offset: Int) -> Int {
    Int(Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Int64.self)))
  }
}
