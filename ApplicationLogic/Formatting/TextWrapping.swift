/// Breaks a paragraph into lines that fit a width, at spaces where it can and inside a word only
/// when one word is wider than a line.
public enum TextWrapping {
  public static func lines(of paragraph: String, width: Int) -> [String] {
    let width = max(width, 8)
    var lines: [String] = []
    for sourceLine in paragraph.split(separator: "\n", omittingEmptySubsequences: false) {
      var current = ""
      var currentWidth = 0
      for word in sourceLine.split(separator: " ") {
        var word = String(word)
        var wordWidth = DisplayWidth.of(word)
        if currentWidth > 0, currentWidth + 1 + wordWidth > width {
          lines.append(current)
          current = ""
          currentWidth = 0
        }
        while wordWidth > width {
          let head = DisplayWidth.truncate(word, toWidth: width + 1).dropLast()
          lines.append(String(head))
          word = String(word.dropFirst(head.count))
          wordWidth = DisplayWidth.of(word)
        }
        if currentWidth > 0 {
          current += " "
          currentWidth += 1
        }
        current += word
        currentWidth += wordWidth
      }
      lines.append(current)
    }
    return lines
  }
}
