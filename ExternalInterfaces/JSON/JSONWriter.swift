import ApplicationLogic

/// Writes JSON text in the layout of `JSON.stringify(value, null, 2)`: two-space indents, one
/// value per line, empty containers as `[]` and `{}`. Numbers use the shortest text that reads
/// back as the same value, whole numbers without a fraction, as the catalog writes them.
struct JSONWriter {
  func string(_ value: JSONValue) -> String {
    var output = ""
    write(value, indent: 0, into: &output)
    return output
  }

  func write(_ value: JSONValue, indent: Int, into output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .integer(let integer): output += String(integer)
    case .number(let number): output += number.isFinite ? NumberText.exact(number) : "null"
    case .string(let text): writeString(text, into: &output)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      output += "[\n"
      for (offset, element) in elements.enumerated() {
        output += String(repeating: " ", count: indent + 2)
        write(element, indent: indent + 2, into: &output)
        output += offset == elements.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{\n"
      for (offset, (key, member)) in members.enumerated() {
        output += String(repeating: " ", count: indent + 2)
        writeString(key, into: &output)
        output += ": "
        write(member, indent: indent + 2, into: &output)
        output += offset == members.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "}"
    }
  }

  /// Escapes what JSON requires and every other control character, so JSON output is also safe
  /// to show on a terminal.
  private func writeString(_ text: String, into output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      // Bidirectional overrides too: they would reorder what a terminal shows.
      case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}", "\u{202A}"..."\u{202E}",
        "\u{2066}"..."\u{2069}":
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
