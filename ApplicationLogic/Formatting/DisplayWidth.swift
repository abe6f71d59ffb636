/// How many terminal columns text takes, counted per user-perceived character (grapheme
/// cluster), as terminals that follow Unicode's emoji rules draw them: an emoji takes two
/// columns however many code points build it (`👩‍👩‍👧`, `👍🏽`, `❤️`, `🇩🇪`), wide East Asian
/// characters two, combining marks and zero-width characters none. Good enough to keep table
/// columns aligned without a terminal to ask.
public enum DisplayWidth {
  public static func of(_ text: String) -> Int {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
    return text.reduce(0) { $0 + of($1) }
  }

  /// The width of one grapheme cluster.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.count == 1 { return of(first) }
    if isEmojiCluster(scalars) { return 2 }
    return scalars.reduce(0) { $0 + of($1) }
  }

  /// An emoji drawn as a picture: a scalar that is a picture by default (`👍`, `⌚`), one asked to
  /// be a picture by VS16 (`❤️`), a keycap (`1️⃣`) or a flag (two regional indicators).
  private static func isEmojiCluster(_ scalars: Character.UnicodeScalarView) -> Bool {
    var previousIsEmoji = false
    for scalar in scalars {
      let properties = scalar.properties
      if properties.isEmojiPresentation || (0x1F1E6...0x1F1FF).contains(scalar.value) { return true }
      if (scalar.value == 0xFE0F || scalar.value == 0x20E3) && previousIsEmoji { return true }
      previousIsEmoji = properties.isEmoji
    }
    return false
  }

  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    // Latin, Greek-free text up to the combining marks: one column each (the soft hyphen none).
    if value < 0x300 { return value == 0xAD ? 0 : 1 }
    if value == 0x200B || value == 0x200D || value == 0xFE0F || (0x1160...0x11FF).contains(value) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if scalar.properties.isEmojiPresentation { return 2 }
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
      let characterWidth = of(character)
      if used + characterWidth > width - 1 { break }
      result.append(character)
      used += characterWidth
    }
    return result + "…"
  }
}
