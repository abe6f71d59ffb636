import ApplicationLogic

/// Writes JSON text in the layout of `JSON.stringify(value, null, 2)`: two-space indents, one
/// value per line, empty containers as `[]` and `{}`. Numbers use the shortest text that reads
/// back as the same value, whole numbers without a fraction, as the catalog writes them.
///
/// It writes UTF-8 bytes, copying runs of text that need no escape whole: exporting a large
/// catalog is mostly this loop.
struct JSONWriter {
  func string(_ value: JSONValue) -> String {
    var output: [UInt8] = []
    write(value, indent: 0, into: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// One line, no spaces, as `jq -c` writes: the form of JSON lines.
  func writeCompact(_ value: JSONValue, into output: inout [UInt8]) {
    switch value {
    case .integer, .number, .decimalDigits, .string, .bool, .null: write(value, indent: 0, into: &output)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (offset, element) in elements.enumerated() {
        if offset > 0 { output.append(UInt8(ascii: ",")) }
        writeCompact(element, into: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for (offset, (key, member)) in members.enumerated() {
        if offset > 0 { output.append(UInt8(ascii: ",")) }
        writeString(key, into: &output)
        output.append(UInt8(ascii: ":"))
        writeCompact(member, into: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  func write(_ value: JSONValue, indent: Int, into output: inout [UInt8]) {
    switch value {
    case .integer(let integer): output += String(integer).utf8
    case .number(let number): output += (number.isFinite ? NumberText.exact(number) : "null").utf8
    case .decimalDigits(let digits): output += digits.utf8
    case .string(let text): writeString(text, into: &output)
    case .bool(let flag): Self.append(flag ? "true" : "false", to: &output)
    case .null: Self.append("null", to: &output)
    case .array(let elements):
      guard !elements.isEmpty else {
        Self.append("[]", to: &output)
        return
      }
      Self.append("[\n", to: &output)
      for (offset, element) in elements.enumerated() {
        output += repeatElement(UInt8(ascii: " "), count: indent + 2)
        write(element, indent: indent + 2, into: &output)
        Self.append(offset == elements.count - 1 ? "\n" : ",\n", to: &output)
      }
      output += repeatElement(UInt8(ascii: " "), count: indent)
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else {
        Self.append("{}", to: &output)
        return
      }
      Self.append("{\n", to: &output)
      for (offset, (key, member)) in members.enumerated() {
        output += repeatElement(UInt8(ascii: " "), count: indent + 2)
        writeString(key, into: &output)
        Self.append(": ", to: &output)
        write(member, indent: indent + 2, into: &output)
        Self.append(offset == members.count - 1 ? "\n" : ",\n", to: &output)
      }
      output += repeatElement(UInt8(ascii: " "), count: indent)
      output.append(UInt8(ascii: "}"))
    }
  }

  /// Escapes what JSON requires and every other control character (C0, DEL, C1), line and
  /// paragraph separators and bidirectional overrides, so JSON output is also safe to show on a
  /// terminal.
  func writeString(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
      var runStart = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        let length = Self.escapedLength(bytes, at: index)
        guard length > 0 else {
          index += 1
          continue
        }
        output += UnsafeBufferPointer(rebasing: bytes[runStart..<index])
        let scalar: UInt32 =
          switch length {
          case 1: UInt32(byte)
          case 2: (UInt32(byte & 0x1F) << 6) | UInt32(bytes[index + 1] & 0x3F)
          default:
            (UInt32(byte & 0x0F) << 12) | (UInt32(bytes[index + 1] & 0x3F) << 6) | UInt32(bytes[index + 2] & 0x3F)
          }
        Self.escape(scalar, into: &output)
        index += length
        runStart = index
      }
      output += UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count])
    }
    output.append(UInt8(ascii: "\""))
  }

  /// Appends a literal's bytes as one copy: `+= "…".utf8` went through the generic path for
  /// every comma and brace of an export.
  @inline(__always)
  private static func append(_ literal: StaticString, to output: inout [UInt8]) {
    literal.withUTF8Buffer { output.append(contentsOf: $0) }
  }

  /// The length of the UTF-8 sequence at `index` when it must be escaped, else 0.
  @inline(__always)
  private static func escapedLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    let byte = bytes[index]
    if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F { return 1 }
    if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return 2 }
    if byte == 0xE2, index + 2 < bytes.count {
      let second = bytes[index + 1]
      let third = bytes[index + 2]
      // U+2028–U+202E (separators, embeddings, overrides) and U+2066–U+2069 (isolates).
      if second == 0x80, (0xA8...0xAE).contains(third) { return 3 }
      if second == 0x81, (0xA6...0xA9).contains(third) { return 3 }
    }
    return 0
  }

  private static func escape(_ scalar: UInt32, into output: inout [UInt8]) {
    switch scalar {
    case 0x22: Self.append("\\\"", to: &output)
    case 0x5C: Self.append("\\\\", to: &output)
    case 0x0A: Self.append("\\n", to: &output)
    case 0x0D: Self.append("\\r", to: &output)
    case 0x09: Self.append("\\t", to: &output)
    case 0x08: Self.append("\\b", to: &output)
    case 0x0C: Self.append("\\f", to: &output)
    default:
      let hex = String(scalar, radix: 16)
      Self.append("\\u", to: &output)
      output += repeatElement(UInt8(ascii: "0"), count: 4 - hex.count)
      output += hex.utf8
    }
  }
}
