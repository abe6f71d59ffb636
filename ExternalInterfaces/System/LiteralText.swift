extension StringProtocol {
  /// Every occurrence of `target` replaced, matched byte for byte as Foundation's
  /// `replacingOccurrences` matches, never by `Character`: a quote followed by a combining mark
  /// is one `Character` but still a quote to SQL, JSON and a shell.
  func replacingLiterally(_ target: String, with replacement: String) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(utf8.count)
    var start = utf8.startIndex
    while let found = firstLiteralRange(of: target, from: start) {
      result += utf8[start..<found.lowerBound]
      result += replacement.utf8
      start = found.upperBound
    }
    result += utf8[start...]
    return String(decoding: result, as: UTF8.self)
  }

  /// Where `target` first occurs at or after `start`, matched byte for byte; nil for an empty
  /// `target`. Not `firstRange(of:)`, whose generic path costs more on first use than a
  /// command's own work.
  func firstLiteralRange(of target: String, from start: String.Index? = nil) -> Range<String.Index>? {
    let needle = Array(target.utf8)
    guard let head = needle.first else { return nil }
    var start = start ?? utf8.startIndex
    while let found = utf8[start...].firstIndex(of: head) {
      if utf8[found...].starts(with: needle) { return found..<utf8.index(found, offsetBy: needle.count) }
      start = utf8.index(after: found)
    }
    return nil
  }
}
