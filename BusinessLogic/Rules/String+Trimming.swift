extension StringProtocol {
  /// The text without leading and trailing Unicode whitespace, line ends included: the one rule
  /// for trimming in every ring.
  public func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.isTrimmedWhitespace }),
      let last = scalars.lastIndex(where: { !$0.isTrimmedWhitespace })
    else { return "" }
    // Decoded from the bytes between: `String(String.UnicodeScalarView(...))` takes the standard
    // library's generic path, whose first use scans every protocol conformance in the program
    // (about 30 µs, a tenth of a command's own work; issue 60).
    return String(decoding: utf8[first..<scalars.index(after: last)], as: UTF8.self)
  }
}

extension Unicode.Scalar {
  /// Unicode's White_Space property, answered for ASCII without the property tables: a command
  /// that trims a plain word need not fault in the pages that hold them (issue 60).
  /// StringTrimmingTests proves the two answers equal for every ASCII scalar.
  var isTrimmedWhitespace: Bool {
    guard isASCII else { return properties.isWhitespace }
    return value == 0x20 || (0x09...0x0D).contains(value)
  }
}
