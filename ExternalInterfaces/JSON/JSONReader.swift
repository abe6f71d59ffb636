/// A streaming reader over JSON bytes (RFC 8259): values are pulled one at a time straight into
/// the caller's types, with no intermediate tree, and every error carries the path of the value
/// being read and the line and column of the byte at fault.
///
/// Policies, chosen to match what JavaScript's `JSON.parse` accepts: a leading UTF-8 byte order
/// mark is skipped; a repeated key's last value wins; lone surrogate escapes become U+FFFD.
/// Nesting deeper than `maximumDepth` is an error rather than a stack overflow.
struct JSONReader: ~Copyable {
  static let maximumDepth = 512

  private let bytes: UnsafeBufferPointer<UInt8>
  private(set) var offset = 0
  private var depth = 0
  private var path: [PathComponent] = []

  enum PathComponent {
    case key(String)
    case index(Int)
  }

  enum ValueKind: Equatable {
    case object, array, string, number, bool, null
  }

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
  }

  // MARK: Structure

  /// What the next value is, without consuming it.
  mutating func peekKind() throws(JSONReadError) -> ValueKind {
    skipWhitespace()
    guard offset < bytes.count else { throw syntax("unexpected end of data (is the file truncated?)") }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
    case UInt8(ascii: "n"): return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    default: throw syntax("unexpected \(describeByte(at: offset)) where a value should start")
    }
  }

  /// Reads an object, calling `member` once per key with the reader positioned at its value.
  /// The member must consume the value (read it or `skipValue()`).
  mutating func readObject(
    _ member: (String, inout JSONReader) throws(JSONReadError) -> Void
  ) throws(JSONReadError) {
    try expectKind(.object, "an object")
    try enter()
    offset += 1
    skipWhitespace()
    if try consumeIf(UInt8(ascii: "}")) {
      leave()
      return
    }
    while true {
      skipWhitespace()
      guard offset < bytes.count else {
        throw syntax("unexpected end of data inside an object (is the file truncated?)")
      }
      guard bytes[offset] == UInt8(ascii: "\"") else {
        throw syntax("expected a quoted member name but found \(describeByte(at: offset))")
      }
      let key = try scanString()
      skipWhitespace()
      try expectByte(UInt8(ascii: ":"), "':' after a member name")
      path.append(.key(key))
      try member(key, &self)
      path.removeLast()
      skipWhitespace()
      if try consumeIf(UInt8(ascii: ",")) { continue }
      if try consumeIf(UInt8(ascii: "}")) { break }
      throw syntax(endOfDataOr("expected ',' or '}' after a member but found \(describeByte(at: offset))"))
    }
    leave()
  }

  /// Reads an array, calling `element` once per element with its index.
  mutating func readArray(
    _ element: (Int, inout JSONReader) throws(JSONReadError) -> Void
  ) throws(JSONReadError) {
    try expectKind(.array, "an array")
    try enter()
    offset += 1
    skipWhitespace()
    if try consumeIf(UInt8(ascii: "]")) {
      leave()
      return
    }
    var index = 0
    while true {
      path.append(.index(index))
      try element(index, &self)
      path.removeLast()
      index += 1
      skipWhitespace()
      if try consumeIf(UInt8(ascii: ",")) { continue }
      if try consumeIf(UInt8(ascii: "]")) { break }
      throw syntax(endOfDataOr("expected ',' or ']' after an element but found \(describeByte(at: offset))"))
    }
    leave()
  }

  /// After the top-level value only white space may follow.
  mutating func expectEnd() throws(JSONReadError) {
    skipWhitespace()
    if offset < bytes.count {
      throw syntax("unexpected \(describeByte(at: offset)) after the end of the JSON value")
    }
  }

  // MARK: Scalars

  mutating func readString() throws(JSONReadError) -> String {
    try expectKind(.string, "a string")
    return try scanString()
  }

  mutating func readDouble() throws(JSONReadError) -> Double {
    try expectKind(.number, "a number")
    let start = offset
    let isSimpleInteger = try scanNumber()
    if isSimpleInteger, offset - start <= 15, let value = integerValue(from: start, to: offset) {
      return Double(value)
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      offset = start
      throw shape("a number within range")
    }
    return value
  }

  /// A whole number; `2.0` and `1e2` are accepted, as JavaScript does not tell them from `2`, `100`.
  mutating func readInt() throws(JSONReadError) -> Int {
    try expectKind(.number, "a whole number")
    let start = offset
    if try scanNumber(), let value = integerValue(from: start, to: offset) { return value }
    offset = start
    let value = try readDouble()
    guard value == value.rounded(), abs(value) < 9.0e15 else {
      offset = start
      throw shape("a whole number")
    }
    return Int(value)
  }

  mutating func readBool() throws(JSONReadError) -> Bool {
    try expectKind(.bool, "true or false")
    if try consumeLiteral("true") { return true }
    if try consumeLiteral("false") { return false }
    throw syntax("unexpected \(describeByte(at: offset)) where a value should start")
  }

  /// Consumes a `null` if one is next; a field that may be null reads this first.
  mutating func readNullIfPresent() throws(JSONReadError) -> Bool {
    guard try peekKind() == .null else { return false }
    guard try consumeLiteral("null") else {
      throw syntax("unexpected \(describeByte(at: offset)) where a value should start")
    }
    return true
  }

  /// Reads and discards one value of any kind, checking its syntax. Iterative, with its own
  /// stack of open containers, so hostile nesting in members nobody reads cannot exhaust the
  /// thread's stack.
  mutating func skipValue() throws(JSONReadError) {
    var closers: [UInt8] = []
    readValue: while true {
      switch try peekKind() {
      case .object:
        offset += 1
        skipWhitespace()
        if try !consumeIf(UInt8(ascii: "}")) {
          closers.append(UInt8(ascii: "}"))
          try checkDepth(closers.count)
          try skipMemberName()
          continue readValue
        }
      case .array:
        offset += 1
        skipWhitespace()
        if try !consumeIf(UInt8(ascii: "]")) {
          closers.append(UInt8(ascii: "]"))
          try checkDepth(closers.count)
          continue readValue
        }
      case .string: _ = try scanString()
      case .number: _ = try scanNumber()
      case .bool: _ = try readBool()
      case .null: _ = try readNullIfPresent()
      }
      // A value ended: close what ends with it, or move on to the next element or member.
      while let closer = closers.last {
        skipWhitespace()
        if try consumeIf(UInt8(ascii: ",")) {
          if closer == UInt8(ascii: "}") { try skipMemberName() }
          continue readValue
        }
        guard try consumeIf(closer) else {
          throw syntax(
            endOfDataOr("expected ',' or '\(Character(UnicodeScalar(closer)))' but found \(describeByte(at: offset))"))
        }
        closers.removeLast()
      }
      return
    }
  }

  private mutating func skipMemberName() throws(JSONReadError) {
    skipWhitespace()
    guard offset < bytes.count else { throw syntax("unexpected end of data inside an object (is the file truncated?)") }
    guard bytes[offset] == UInt8(ascii: "\"") else {
      throw syntax("expected a quoted member name but found \(describeByte(at: offset))")
    }
    _ = try scanString()
    skipWhitespace()
    try expectByte(UInt8(ascii: ":"), "':' after a member name")
  }

  /// A shape error at the current value, for callers that find a valid value they cannot use.
  func shape(_ expected: String) -> JSONReadError {
    let (line, column) = position(of: offset)
    return JSONReadError(
      kind: .shape, path: renderedPath, line: line, column: column, message: "expected \(expected)")
  }

  var renderedPath: String {
    var text = ""
    for component in path {
      switch component {
      case .index(let index): text += "[\(index)]"
      case .key(let key): text += (text.isEmpty ? "" : ".") + key
      }
    }
    return text
  }

  // MARK: Scanning

  private mutating func scanString() throws(JSONReadError) -> String {
    let quote = offset
    offset += 1
    let start = offset
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        offset += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { return try scanEscapedString(from: start) }
      if byte < 0x20 { throw syntax("a control character inside a string must be escaped") }
      offset += 1
    }
    offset = quote
    throw syntax("a string that never ends (is the file truncated?)")
  }

  private mutating func scanEscapedString(from start: Int) throws(JSONReadError) -> String {
    var scalars = String.UnicodeScalarView()
    let pending = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    while offset < bytes.count {
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        return pending + String(scalars)
      case UInt8(ascii: "\\"):
        offset += 1
        guard offset < bytes.count else { break }
        let escape = bytes[offset]
        offset += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"): scalars.append(try scanUnicodeEscape())
        default:
          offset -= 1
          throw syntax("\\\(describeRawByte(escape)) is not a JSON escape")
        }
      case 0..<0x20:
        throw syntax("a control character inside a string must be escaped")
      default:
        // Copy a run of plain bytes at once, decoding UTF-8 (invalid sequences become U+FFFD).
        let runStart = offset
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "\\"),
          bytes[offset] >= 0x20
        {
          offset += 1
        }
        scalars.append(
          contentsOf: String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]), as: UTF8.self)
            .unicodeScalars)
      }
    }
    throw syntax("a string that never ends (is the file truncated?)")
  }

  private mutating func scanUnicodeEscape() throws(JSONReadError) -> Unicode.Scalar {
    let first = try scanHex4()
    if (0xD800...0xDBFF).contains(first) {
      if offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") {
        let save = offset
        offset += 2
        let second = try scanHex4()
        if (0xDC00...0xDFFF).contains(second) {
          let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
          return Unicode.Scalar(value) ?? "\u{FFFD}"
        }
        offset = save
      }
      return "\u{FFFD}"
    }
    return Unicode.Scalar(first) ?? "\u{FFFD}"
  }

  private mutating func scanHex4() throws(JSONReadError) -> UInt32 {
    guard offset + 4 <= bytes.count else { throw syntax("a \\u escape needs four hex digits") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw syntax("a \\u escape needs four hex digits")
      }
      value = value << 4 | UInt32(digit)
      offset += 1
    }
    return value
  }

  /// Consumes a number per the JSON grammar; returns whether it was a plain integer.
  private mutating func scanNumber() throws(JSONReadError) -> Bool {
    var simple = true
    if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
    guard offset < bytes.count, isDigit(bytes[offset]) else {
      throw syntax(endOfDataOr("a '-' must be followed by digits"))
    }
    if bytes[offset] == UInt8(ascii: "0") {
      offset += 1
      if offset < bytes.count, isDigit(bytes[offset]) { throw syntax("numbers may not have leading zeros") }
    } else {
      while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      simple = false
      offset += 1
      guard offset < bytes.count, isDigit(bytes[offset]) else {
        throw syntax(endOfDataOr("a '.' must be followed by digits"))
      }
      while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
      simple = false
      offset += 1
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
      guard offset < bytes.count, isDigit(bytes[offset]) else { throw syntax(endOfDataOr("an exponent needs digits")) }
      while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
    }
    return simple
  }

  /// The integer in `start..<end` (an optional '-' then digits), or nil when it overflows.
  private func integerValue(from start: Int, to end: Int) -> Int? {
    var index = start
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    var value = 0
    while index < end {
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(Int(bytes[index] - UInt8(ascii: "0")))
      if overflow1 || overflow2 { return nil }
      value = sum
      index += 1
    }
    return negative ? -value : value
  }

  private mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x0A, 0x0D, 0x09: offset += 1
      default: return
      }
    }
  }

  private mutating func consumeIf(_ byte: UInt8) throws(JSONReadError) -> Bool {
    guard offset < bytes.count, bytes[offset] == byte else { return false }
    offset += 1
    return true
  }

  private mutating func consumeLiteral(_ literal: StaticString) throws(JSONReadError) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    for index in 0..<count where bytes[offset + index] != literal.utf8Start[index] { return false }
    offset += count
    return true
  }

  private mutating func expectByte(_ byte: UInt8, _ what: String) throws(JSONReadError) {
    guard offset < bytes.count else {
      throw syntax("unexpected end of data, expected \(what) (is the file truncated?)")
    }
    guard bytes[offset] == byte else { throw syntax("expected \(what) but found \(describeByte(at: offset))") }
    offset += 1
  }

  private mutating func expectKind(_ kind: ValueKind, _ description: String) throws(JSONReadError) {
    let found = try peekKind()
    guard found == kind else { throw shape(description + ", found " + Self.noun(found)) }
  }

  private mutating func enter() throws(JSONReadError) {
    depth += 1
    try checkDepth(depth)
  }

  private func checkDepth(_ depth: Int) throws(JSONReadError) {
    if depth > Self.maximumDepth { throw syntax("values are nested more than \(Self.maximumDepth) deep") }
  }

  private mutating func leave() {
    depth -= 1
  }

  private static func noun(_ kind: ValueKind) -> String {
    switch kind {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "true or false"
    case .null: "null"
    }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private func endOfDataOr(_ message: String) -> String {
    offset >= bytes.count ? "unexpected end of data (is the file truncated?)" : message
  }

  private func describeByte(at index: Int) -> String {
    guard index < bytes.count else { return "the end of the data" }
    return "'" + describeRawByte(bytes[index]) + "'"
  }

  private func describeRawByte(_ byte: UInt8) -> String {
    (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16)
  }

  private func syntax(_ message: String) -> JSONReadError {
    let (line, column) = position(of: min(offset, bytes.count))
    return JSONReadError(kind: .syntax, path: renderedPath, line: line, column: column, message: message)
  }

  /// Line and column of a byte offset, counted only when an error needs them.
  private func position(of target: Int) -> (Int, Int) {
    var line = 1
    var lineStart = 0
    for index in 0..<min(target, bytes.count) where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    return (line, target - lineStart + 1)
  }
}
