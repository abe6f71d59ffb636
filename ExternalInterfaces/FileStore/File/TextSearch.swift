#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one byte search an index uses, over folded text and over its words alike.
enum TextSearch {
  /// The first occurrence of the needle: `memchr` for its first byte (vectorised in libc), then
  /// the rest compared in place; needles are a few typed letters.
  static func find(
    _ needle: UnsafePointer<UInt8>, _ needleCount: Int, in text: UnsafePointer<UInt8>, _ count: Int
  ) -> UnsafePointer<UInt8>? {
    var start = text
    var remaining = count
    let first = Int32(needle.pointee)
    while remaining >= needleCount {
      guard let raw = memchr(start, first, remaining - needleCount + 1) else { return nil }
      let candidate = UnsafePointer(raw.assumingMemoryBound(to: UInt8.self))
      var matched = 1
      while matched < needleCount, candidate[matched] == needle[matched] { matched += 1 }
      if matched == needleCount { return candidate }
      let skipped = candidate - start + 1
      start += skipped
      remaining -= skipped
    }
    return nil
  }
}
