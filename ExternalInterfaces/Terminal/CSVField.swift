/// RFC 4180 quoting, after defusing formulas: a field holding a comma, quote or line break is
/// wrapped in quotes, with its quotes doubled.
///
/// Spreadsheets run a cell that starts with `=`, `+`, `-` or `@` (and, in some, a tab or carriage
/// return) as a formula, so catalog text like `=HYPERLINK(…)` would execute when an export is
/// opened. Such a cell gets a leading `'`, as OWASP advises; a plain number (`-5`, `1e3`) is left
/// as it is, so numeric columns stay numeric (DECISIONS D27).
enum CSVField {
  static func quote(_ field: String) -> String {
    let field = defused(field)
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
    return "\"" + field.replacingAll("\"", with: "\"\"") + "\""
  }

  static func defused(_ field: String) -> String {
    guard let first = field.unicodeScalars.first, formulaStarts.contains(first), !isPlainNumber(field) else {
      return field
    }
    return "'" + field
  }

  private static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

  /// An optional minus, digits, an optional fraction and exponent: what a number column holds.
  private static func isPlainNumber(_ text: String) -> Bool {
    var scalars = Substring(text).unicodeScalars[...]
    if scalars.first == "-" { scalars = scalars.dropFirst() }
    func digits() -> Int {
      let count = scalars.prefix(while: { ("0"..."9").contains($0) }).count
      scalars = scalars.dropFirst(count)
      return count
    }
    guard digits() > 0 else { return false }
    if scalars.first == "." {
      scalars = scalars.dropFirst()
      guard digits() > 0 else { return false }
    }
    if scalars.first == "e" || scalars.first == "E" {
      scalars = scalars.dropFirst()
      if scalars.first == "-" || scalars.first == "+" { scalars = scalars.dropFirst() }
      guard digits() > 0 else { return false }
    }
    return scalars.isEmpty
  }
}

extension String {
  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
