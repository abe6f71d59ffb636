import ApplicationLogic

/// A selected field's value as one cell of text: strings terminal-safe, numbers as the catalog
/// writes them, a list's items joined with ", ", an object as compact JSON, nothing as empty.
enum FieldText {
  static func cell(_ value: JSONValue?) -> String {
    switch value {
    case nil: ""
    case .integer(let integer): String(integer)
    case .number(let number): NumberText.exact(number)
    case .decimalDigits(let digits): digits
    case .bool(let flag): flag ? "true" : "false"
    case .null?: ""
    case .string(let text): TerminalSafeText.singleLine(text)
    case .array(let elements): elements.map(cell).joined(separator: ", ")
    case .object?:
      TerminalSafeText.singleLine(String(decoding: compact(value), as: UTF8.self))
    }
  }

  static func isNumber(_ value: JSONValue?) -> Bool {
    switch value {
    case .integer?, .number?, .decimalDigits?, nil: true
    default: false
    }
  }

  private static func compact(_ value: JSONValue?) -> [UInt8] {
    guard let value else { return [] }
    var bytes: [UInt8] = []
    JSONWriter().writeCompact(value, into: &bytes)
    return bytes
  }
}
