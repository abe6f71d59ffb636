#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether a text holds a string, as bytes: the C library's `memchr` finds each place the
/// needle's rarest-looking byte occurs and `memcmp` compares the rest there. A check asks this
/// of every file (an `architecture:` comment, an `#if`, a trait's name) before reading one line
/// by line; Foundation's `range(of:)` cost a second on a large package, most of it converting
/// the text.
enum TextSearch {
  static func contains(_ text: Substring, _ needle: String) -> Bool {
    let wanted = Array(needle.utf8)
    guard !wanted.isEmpty else { return true }
    // Punctuation is rarer in code than capitals, and capitals than small letters.
    func rarity(_ byte: UInt8) -> Int {
      if byte >= 0x61 && byte <= 0x7a { return 0 }
      if byte >= 0x41 && byte <= 0x5a { return 1 }
      return byte >= 0x30 && byte <= 0x39 ? 1 : 2
    }
    let pick = wanted.indices.max { rarity(wanted[$0]) < rarity(wanted[$1]) } ?? 0
    let found = text.utf8.withContiguousStorageIfAvailable { haystack -> Bool in
      guard let start = haystack.baseAddress, haystack.count >= wanted.count else { return false }
      let end = start + haystack.count
      var from = start + pick
      while from < end, let hit = memchr(from, Int32(wanted[pick]), end - from) {
        let found = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
        let at = found - pick
        if at + wanted.count <= end, memcmp(at, wanted, wanted.count) == 0 { return true }
        from = found + 1
      }
      return false
    }
    return found ?? text.contains(needle)
  }

  /// The whole text a file's lines were cut from.
  static func whole(_ lines: [Substring]) -> Substring {
    guard let first = lines.first else { return "" }
    return first.base[...]
  }
}
