/// How many terminal columns text takes: wide East Asian characters and emoji take two,
/// combining marks and zero-width characters none. Good enough to keep table columns aligned
/// without a terminal to ask.
public enum DisplayWidth {
  public static func of(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + of($1) }
  }

  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    // Latin, Greek-free text up to the combining marks: one column each (the soft hyphen none).
    if value < 0x300 { return value == 0xAD ? 0 : 1 }
    if value == 0x200B || value == 0x200D || value == 0xFE0F { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }

  /// The longest prefix of `text` that fits in `width` columns, ending in `…` when cut.
  public static func truncate(_ text: String, toWidth width: Int) -> String {
    guard of(text) > width else { return text }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = of(String(character))
      if used + characterWidth > width - 1 { break }
      result.append(character)
      used += characterWidth
    }
    return result + "…"
  }
}
