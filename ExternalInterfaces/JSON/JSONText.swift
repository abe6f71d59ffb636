/// Small reads of JSON text around a known place.
enum JSONText {
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// Just after the `[` (or other byte) that precedes `offset` across white space.
  static func skippingSpace(in bytes: UnsafeBufferPointer<UInt8>, backwardFrom offset: Int) -> Int {
    var index = offset
    while index > 0, isSpace(bytes[index - 1]) { index -= 1 }
    return index
  }

  /// The first byte that is not white space, from `offset` on.
  static func skippingSpace(in bytes: UnsafeBufferPointer<UInt8>, forwardFrom offset: Int) -> Int {
    var index = offset
    while index < bytes.count, isSpace(bytes[index]) { index += 1 }
    return index
  }

  /// The white space that starts the line `offset` is on.
  static func lineIndent(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> [UInt8] {
    var start = min(offset, bytes.count)
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    return Array(bytes[start..<end])
  }
}
