/// Splits a golden file's command line as a POSIX shell would for plain words and '…' or "…"
/// quoted ones (with \" inside double quotes); enough for test commands, not a shell.
enum ShellWords {
  struct Unterminated: Error {}

  static func split(_ line: String) throws -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    var escaping = false
    for character in line {
      if escaping {
        current.append(character)
        escaping = false
      } else if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          escaping = true
        } else {
          current.append(character)
        }
      } else if character == "'" || character == "\"" {
        quote = character
        inWord = true
      } else if character == " " {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    guard quote == nil else { throw Unterminated() }
    if inWord { words.append(current) }
    return words
  }

  static func quote(_ word: String) -> String {
    let plain = !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,".contains($0) }
    return plain ? word : "'" + word + "'"
  }
}
