/// Percent-encoding (RFC 3986) on UTF-8 bytes, as URLs carry text.
enum PercentEncoding {
  /// `text` with every byte but the unreserved ones (`A–Z a–z 0–9 - . _ ~`) written `%XX`.
  static func encoded(_ text: some StringProtocol) -> String {
    var result = ""
    for byte in text.utf8 {
      if isUnreserved(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        result += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
      }
    }
    return result
  }

  /// `text` with every `%XX` turned back into its byte (and, in a form's query, every `+` into
  /// a space); nil when a `%` is not followed by two hex digits or the bytes are not UTF-8, as
  /// Foundation's `removingPercentEncoding` answers.
  static func decoded(_ text: some StringProtocol, plusIsSpace: Bool = false) -> String? {
    var bytes: [UInt8] = []
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "+") where plusIsSpace: bytes.append(UInt8(ascii: " "))
      case UInt8(ascii: "%"):
        guard let high = iterator.next().flatMap(value(ofHex:)), let low = iterator.next().flatMap(value(ofHex:))
        else { return nil }
        bytes.append(high << 4 | low)
      default: bytes.append(byte)
      }
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static let hex = Array("0123456789ABCDEF")

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default: false
    }
  }

  private static func value(ofHex byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
