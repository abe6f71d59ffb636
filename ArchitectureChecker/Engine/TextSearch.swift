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
    guard !needle.isEmpty else { return true }
    return text.utf8.withContiguousStorageIfAvailable { search($0, needle, all: false).isEmpty == false }
      ?? text.contains(needle)
  }

  /// Where `needle` starts in `text`, as byte offsets from its start.
  static func offsets(of needle: String, in text: Substring) -> [Int] {
    guard !needle.isEmpty else { return [] }
    return text.utf8.withContiguousStorageIfAvailable { search($0, needle, all: true) } ?? []
  }

  private static func search(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: String, all: Bool) -> [Int] {
    let wanted = Array(needle.utf8)
    // Punctuation is rarer in code than capitals, and capitals than small letters.
    func rarity(_ byte: UInt8) -> Int {
      if byte >= 0x61 && byte <= 0x7a { return 0 }
      if byte >= 0x41 && byte <= 0x5a { return 1 }
      return byte >= 0x30 && byte <= 0x39 ? 1 : 2
    }
    let pick = wanted.indices.max { rarity(wanted[$0]) < rarity(wanted[$1]) } ?? 0
    guard let start = haystack.baseAddress, haystack.count >= wanted.count else { return [] }
    let end = start + haystack.count
    var found: [Int] = []
    var from = start + pick
    while from < end, let hit = memchr(from, Int32(wanted[pick]), end - from) {
      let byte = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
      let at = byte - pick
      if at + wanted.count <= end, memcmp(at, wanted, wanted.count) == 0 {
        found.append(at - start)
        if !all { break }
      }
      from = byte + 1
    }
    return found
  }

  /// Whether the line holding byte `offset` of `text` is a compilation condition (`#if`,
  /// `#elseif`), with the byte past its start: the one rule for what a trait or a platform gates.
  static func isOnConditionLine(at offset: Int, in text: Substring) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      guard bytes.indices.contains(offset) else { return false }
      var lineStart = offset
      while lineStart > 0 && bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
      while lineStart < offset && (bytes[lineStart] == 0x20 || bytes[lineStart] == 0x09) { lineStart += 1 }
      let code = UnsafeBufferPointer(rebasing: bytes[lineStart..<offset])
      return code.starts(with: "#if".utf8) || code.starts(with: "#elseif".utf8)
    } ?? false
  }

  /// Whether the `length` bytes at `offset` of `text` are a whole name, not part of a longer one.
  static func isWholeName(at offset: Int, length: Int, in text: Substring) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      func isNamePart(_ index: Int) -> Bool {
        guard bytes.indices.contains(index) else { return false }
        let byte = bytes[index]
        return byte >= 0x80 || byte == 0x5F || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
          || (byte >= 0x30 && byte <= 0x39)
      }
      return !isNamePart(offset - 1) && !isNamePart(offset + length)
    } ?? false
  }

  /// The text's lines, cut at each newline byte found by `memchr`, without their `\r\n` or `\n`.
  /// Splitting by `Character` cost a tenth of a check, and never cut a CRLF file at all: `\r\n`
  /// is one `Character`, not `\n`.
  static func lines(of text: String) -> [Substring] {
    var text = text
    text.makeContiguousUTF8()
    let utf8 = text.utf8
    let ends =
      utf8.withContiguousStorageIfAvailable { bytes -> [Int] in
        guard let start = bytes.baseAddress else { return [] }
        var ends: [Int] = []
        var from = start
        let end = start + bytes.count
        while from < end, let hit = memchr(from, 0x0A, end - from) {
          let newline = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
          ends.append(newline - start)
          from = newline + 1
        }
        return ends
      } ?? []
    var lines: [Substring] = []
    lines.reserveCapacity(ends.count + 1)
    var lineStart = utf8.startIndex
    for end in ends {
      let newline = utf8.index(utf8.startIndex, offsetBy: end)
      let cut = newline > lineStart && utf8[utf8.index(before: newline)] == 0x0D ? utf8.index(before: newline) : newline
      lines.append(Substring(utf8[lineStart..<cut]))
      lineStart = utf8.index(after: newline)
    }
    lines.append(Substring(utf8[lineStart...]))
    return lines
  }

  /// The whole text a file's lines were cut from.
  static func whole(_ lines: [Substring]) -> Substring {
    guard let first = lines.first else { return "" }
    return first.base[...]
  }
}
