/// How a JSON text is laid out, learnt from the text itself, so that what a write adds looks
/// like what was there: compact or indented, by how much, with or without a space after `:`.
struct JSONStyle: Equatable, Sendable {
  /// One level of indentation; nil writes everything on one line.
  var indentUnit: [UInt8]?
  /// Between a member's name and its value: `:` or `: `.
  var nameSeparator: [UInt8]
  /// After a `,` on one line: nothing or a space.
  var inlineSpace: [UInt8]

  /// `JSON.stringify(value, null, 2)`, the catalog's own layout.
  static let indented = JSONStyle(indentUnit: Array("  ".utf8), nameSeparator: Array(": ".utf8), inlineSpace: [])
  static let compact = JSONStyle(indentUnit: nil, nameSeparator: [UInt8(ascii: ":")], inlineSpace: [])

  /// The style of a container written on one line, learnt from its text (`{"a": 1, "b": 2}`
  /// puts a space after `:` and `,`); nil for a text on several lines or a scalar.
  static func oneLine(of text: Slice<UnsafeBufferPointer<UInt8>>) -> JSONStyle? {
    guard let first = text.first, first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return nil }
    var style = JSONStyle(indentUnit: nil, nameSeparator: [UInt8(ascii: ":")], inlineSpace: [])
    var inString = false
    var escaped = false
    for index in text.indices {
      let byte = text[index]
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      let spaced = index + 1 < text.endIndex && text[index + 1] == UInt8(ascii: " ")
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
      case UInt8(ascii: ":") where spaced: style.nameSeparator = Array(": ".utf8)
      case UInt8(ascii: ",") where spaced: style.inlineSpace = [UInt8(ascii: " ")]
      default: break
      }
    }
    return style
  }

  /// `value` laid out in this style, its nested lines indented from `indent` (the indentation of
  /// the line it starts on).
  func write(_ value: JSONTree, indent: [UInt8], into output: inout [UInt8]) {
    switch value {
    case .string(let text): JSONWriter().writeString(text, into: &output)
    case .number(let text): output += text.utf8
    case .bool(let flag): output += (flag ? "true" : "false").utf8
    case .null: output += "null".utf8
    case .array(let elements):
      writeContainer(open: "[", close: "]", count: elements.count, indent: indent, into: &output) { index, inner, out in
        write(elements[index], indent: inner, into: &out)
      }
    case .object(let members):
      writeContainer(open: "{", close: "}", count: members.count, indent: indent, into: &output) { index, inner, out in
        JSONWriter().writeString(members[index].name, into: &out)
        out += nameSeparator
        write(members[index].value, indent: inner, into: &out)
      }
    }
  }

  private func writeContainer(
    open: Unicode.Scalar, close: Unicode.Scalar, count: Int, indent: [UInt8], into output: inout [UInt8],
    element: (Int, [UInt8], inout [UInt8]) -> Void
  ) {
    output.append(UInt8(ascii: open))
    guard count > 0 else {
      output.append(UInt8(ascii: close))
      return
    }
    let inner = indent + (indentUnit ?? [])
    for index in 0..<count {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      if indentUnit != nil {
        output.append(UInt8(ascii: "\n"))
        output += inner
      } else if index > 0 {
        output += inlineSpace
      }
      element(index, inner, &output)
    }
    if indentUnit != nil {
      output.append(UInt8(ascii: "\n"))
      output += indent
    }
    output.append(UInt8(ascii: close))
  }
}
