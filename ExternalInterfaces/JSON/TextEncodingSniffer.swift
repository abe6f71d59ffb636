/// Names the encoding of a document that is JSON text but not UTF-8, from its first four bytes
/// (a byte-order mark, or the pattern of zero bytes that ASCII text leaves in UTF-16 and UTF-32,
/// as RFC 4627 describes), so that the error says "convert it" instead of "is it cut off?".
enum TextEncodingSniffer {
  static func nonUTF8Encoding(of bytes: some Collection<UInt8>) -> String? {
    let first = Array(bytes.prefix(4))
    guard first.count >= 2 else { return nil }
    let zero = first.map { $0 == 0 }
    if first.count == 4 {
      if first == [0x00, 0x00, 0xFE, 0xFF] || zero == [true, true, true, false] { return "UTF-32BE" }
      if first == [0xFF, 0xFE, 0x00, 0x00] || zero == [false, true, true, true] { return "UTF-32LE" }
    }
    if first.starts(with: [0xFE, 0xFF]) || (zero[0] && !zero[1]) { return "UTF-16BE" }
    if first.starts(with: [0xFF, 0xFE]) || (!zero[0] && zero[1]) { return "UTF-16LE" }
    return nil
  }
}
