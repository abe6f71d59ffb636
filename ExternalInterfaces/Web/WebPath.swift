/// Text placed in a URL path segment: everything but unreserved characters percent-encoded.
enum WebPath {
  static func segment(_ text: String) -> String {
    percentEncoded(text) { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"):
        true
      default: false
      }
    }
  }

  /// `text` with every UTF-8 byte that `keeping` refuses written as `%XX`; the one encoder of the
  /// server's paths and of its log lines.
  static func percentEncoded(_ text: String, keeping: (UInt8) -> Bool) -> String {
    var out = ""
    for byte in text.utf8 {
      if keeping(byte) {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        out += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 15, radix: 16, uppercase: true)
      }
    }
    return out
  }
}
