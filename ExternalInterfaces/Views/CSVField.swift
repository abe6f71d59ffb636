/// RFC 4180 quoting: a field holding a comma, quote or line break is wrapped in quotes, with its
/// quotes doubled.
enum CSVField {
  static func quote(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
    return "\"" + field.replacingAll("\"", with: "\"\"") + "\""
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
