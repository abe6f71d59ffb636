/// Makes untrusted catalog text safe to put on a terminal.
///
/// Control characters (C0, DEL, C1, which includes the 8-bit CSI) are how text takes over a
/// terminal: moving the cursor, rewriting earlier lines, changing the title. They become visible
/// symbols instead, so nothing is hidden and nothing is executed. Bidirectional overrides are
/// neutralised too, since they reorder what a reader sees.
public enum TerminalSafeText {
  /// For one-line contexts (table cells, `key: value` lines): line breaks and tabs become spaces.
  public static func singleLine(_ text: String) -> String {
    neutralise(text, keepingLineBreaks: false)
  }

  /// For paragraphs: line breaks survive, every other control character is made visible.
  public static func multiLine(_ text: String) -> String {
    neutralise(text, keepingLineBreaks: true)
  }

  private static func neutralise(_ text: String, keepingLineBreaks: Bool) -> String {
    if isPrintableASCII(text) { return text }
    guard text.unicodeScalars.contains(where: needsReplacement) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A where keepingLineBreaks:
        result.append(scalar)
      case 0x09, 0x0A, 0x0D:
        result.append(" ")
      case 0x00...0x1F:
        // The Control Pictures block has a visible symbol for each C0 code: ESC shows as ␛.
        result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
      case 0x7F:
        result.append("\u{2421}")
      case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
        result.append("\u{FFFD}")
      default:
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// Whether every byte of `text` is printable ASCII (space to `~`), none of which
  /// `needsReplacement`: most cells are, and a pass over their bytes costs a tenth of one over
  /// their scalars (a table row has seven cells; issue 60).
  static func isPrintableASCII(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var printable = true
      for byte in bytes { printable = printable && (0x20..<0x7F).contains(byte) }
      return printable
    }
  }

  static func needsReplacement(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
