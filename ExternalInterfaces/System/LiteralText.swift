extension StringProtocol {
  /// Every occurrence of `target` replaced, matched byte for byte as Foundation's
  /// `replacingOccurrences` matches, never by `Character`: a quote followed by a combining mark
  /// is one `Character` but still a quote to SQL, JSON and a shell.
  func replacingLiterally(_ target: String, with replacement: String) -> String {
    let (bytes, needle) = (Array(utf8), Array(target.utf8))
    guard !needle.isEmpty, bytes.count >= needle.count else { return String(self) }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == needle[0], index + needle.count <= bytes.count,
        bytes[index..<(index + needle.count)].elementsEqual(needle)
      {
        result.append(contentsOf: replacement.utf8)
        index += needle.count
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Where `target` first occurs, matched byte for byte as `replacingLiterally` matches. Not
  /// `firstRange(of:)`, whose generic path costs more on first use than a command's own work.
  func firstLiteralRange(of target: String) -> Range<String.Index>? {
    let needle = Array(target.utf8)
    guard let head = needle.first else { return nil }
    var start = utf8.startIndex
    while let found = utf8[start...].firstIndex(of: head) {
      if utf8[found...].starts(with: needle) { return found..<utf8.index(found, offsetBy: needle.count) }
      start = utf8.index(after: found)
    }
    return nil
  }
}
