extension Substring {
  /// The text without HTTP's optional whitespace at either end: spaces and tabs only
  /// (RFC 9110 §5.6.3), byte by byte.
  func trimmingOptionalWhitespace() -> String {
    let bytes = utf8
    let isText = { (byte: UInt8) in byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") }
    guard let first = bytes.firstIndex(where: isText), let last = bytes.lastIndex(where: isText) else { return "" }
    return String(decoding: bytes[first...last], as: UTF8.self)
  }
}
