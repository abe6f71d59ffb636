/// A streaming reader over JSON bytes (RFC 8259): values are pulled one at a time straight into
/// the caller's types, with no intermediate tree, and every error carries the path of the value
/// being read and the line and column of the byte at fault.
///
/// Policies match Foundation's `JSONDecoder`, the reference the reader is tested against: a
/// leading UTF-8 byte order mark is skipped; invalid UTF-8, lone surrogate escapes and numbers
/// that overflow or underflow a `Double` are errors; the first of repeated keys counts (the
/// object readers in `ProductDTO+Reading.swift` keep it). Nesting deeper than `maximumDepth` is an
/// error rather than a stack overflow.
struct JSONReader: ~Copyable {
  static let maximumDepth = 512

  private let bytes: UnsafeBufferPointer<UInt8>
  private(set) var offset = 0
  private var depth = 0
  private var path: [PathComponent] = []
  /// Whether errors name the path of the value at fault. Keeping the path costs a push and a pop
  /// per member, so a fast scan turns it off and, if it meets an error, reads again with it on.
  private let tracksPath: Bool

  enum PathComponent {
    /// A member name by its place in the bytes, decoded only if an error needs it.
    case keyBytes(Range<Int>)
    case key(String)
    case index(Int)
  }

  enum ValueKind: Equatable {
    case object, array, string, number, bool, null
  }

  init(bytes: UnsafeBufferPointer<UInt8>, tracksPath: Bool = true) {
    self.bytes = bytes
    self.tracksPath = tracksPath
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
  }

  /// A reader resumed at `offset`, an element boundary inside `depth` open containers, for
  /// reading the rest of an array on another thread.
  init(bytes: UnsafeBufferPointer<UInt8>, resumingAt offset: Int, depth: Int) {
    self.bytes = bytes
    self.offset = offset
    self.depth = depth
    tracksPath = false
  }

  /// Opens an array for element-by-element reading with `readElementSeparator`; false when it
  /// is empty (its `]` is consumed too).
  mutating func enterArray() throws(JSONReadError) -> Bool {
    try open(.array, "an array", closing: UInt8(ascii: "]"))
  }

  /// Opens a container of `kind`; false when it is empty (its closing byte consumed too).
  private mutating func open(_ kind: ValueKind, _ description: String, closing: UInt8) throws(JSONReadError) -> Bool {
    try expectKind(kind, description)
    try enter()
    offset += 1
    skipWhitespace()
    if try consumeIf(closing) {
      leave()
      return false
    }
    return true
  }

  /// After an element of an array opened with `enterArray`: true when a `,` (and the white space
  /// after it) was consumed and another element follows, false when the `]` closed the array.
  mutating func readElementSeparator() throws(JSONReadError) -> Bool {
    skipWhitespace()
    if try consumeIf(UInt8(ascii: ",")) {
      skipWhitespace()
      return true
    }
    if try consumeIf(UInt8(ascii: "]")) {
      leave()
      return false
    }
    throw syntax(endOfDataOr("expected ',' or ']' after an element but found \(describeByte(at: offset))"))
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
    case UInt8(ascii: "t"), UInt8(ascii: "f"):
      guard startsLiteral("true") || startsLiteral("false") else {
        throw syntax("unexpected \(describeByte(at: offset)) where a value should start")
      }
      return .bool
    case UInt8(ascii: "n"):
      guard startsLiteral("null") else {
        throw syntax("unexpected \(describeByte(at: offset)) where a value should start")
      }
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    default: throw syntax("unexpected \(describeByte(at: offset)) where a value should start")
    }
  }

  /// Reads an object, calling `member` once per key with the reader positioned at its value.
  /// The member must consume the value (read it or `skipValue()`). Inlined so that each caller's
  /// member closure is too: this loop runs for every member of every product of a scan.
  @inline(__always)
  mutating func readObject(
    _ member: (JSONKey, inout JSONReader) throws(JSONReadError) -> Void
  ) throws(JSONReadError) {
    guard try open(.object, "an object", closing: UInt8(ascii: "}")) else { return }
    while true {
      skipWhitespace()
      guard offset < bytes.count else {
        throw syntax("unexpected end of data inside an object (is the file truncated?)")
      }
      guard bytes[offset] == UInt8(ascii: "\"") else {
        throw syntax("expected a quoted member name but found \(describeByte(at: offset))")
      }
      let keyStart = offset + 1
      let decoded = try scanString(materialize: false, keepingEscaped: true)
      let keyRange = keyStart..<(offset - 1)
      skipWhitespace()
      try expectByte(UInt8(ascii: ":"), "':' after a member name")
      if tracksPath { path.append(decoded.map { .key($0) } ?? .keyBytes(keyRange)) }
      try member(JSONKey(bytes: UnsafeBufferPointer(rebasing: bytes[keyRange]), decoded: decoded), &self)
      if tracksPath { path.removeLast() }
      skipWhitespace()
      if try consumeIf(UInt8(ascii: ",")) { continue }
      if try consumeIf(UInt8(ascii: "}")) { break }
      throw syntax(endOfDataOr("expected ',' or '}' after a member but found \(describeByte(at: offset))"))
    }
    leave()
  }

  /// Reads an array, calling `element` once per element with its index.
  @inline(__always)
  mutating func readArray(
    _ element: (Int, inout JSONReader) throws(JSONReadError) -> Void
  ) throws(JSONReadError) {
    guard try open(.array, "an array", closing: UInt8(ascii: "]")) else { return }
    var index = 0
    while true {
      if tracksPath { path.append(.index(index)) }
      try element(index, &self)
      if tracksPath { path.removeLast() }
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
    let number = try scanNumber()
    if let exact = number.exactDouble { return exact }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    // Out of range either way: too large for a Double, or a non-zero literal that underflows to 0.
    guard let value = Double(text), value.isFinite, value != 0 || !number.hasNonZeroDigit else {
      offset = start
      throw shape("a number within range")
    }
    return value
  }

  /// A whole number; `2.0` and `1e2` are accepted, as JavaScript does not tell them from `2`, `100`.
  mutating func readInt() throws(JSONReadError) -> Int {
    try expectKind(.number, "a whole number")
    let start = offset
    let number = try scanNumber()
    if number.isPlainInteger, let value = number.integer { return value }
    offset = start
    let value = try readDouble()
    guard value == value.rounded(), abs(value) < 9.0e15 else {
      offset = start
      throw shape("a whole number")
    }
    return Int(value)
  }

  /// A whole number of `minimum` or more.
  mutating func readInt(atLeast minimum: Int) throws(JSONReadError) -> Int {
    let start = offset
    let value = try readInt()
    guard value >= minimum else {
      offset = start
      throw shape("a whole number of \(minimum) or more, found \(value)")
    }
    return value
  }

  /// A string's text without building it: its bytes where it has no escapes, else the decoded
  /// text (rare in catalogs).
  enum TextSpan {
    case bytes(Range<Int>)
    case decoded(String)
  }

  mutating func readTextSpan() throws(JSONReadError) -> TextSpan {
    try expectKind(.string, "a string")
    let start = offset + 1
    if let decoded = try scanString(materialize: false, keepingEscaped: true) { return .decoded(decoded) }
    return .bytes(start..<(offset - 1))
  }

  /// The bytes being read, for resolving spans.
  var allBytes: UnsafeBufferPointer<UInt8> { bytes }

  /// Calls `body` with a span's UTF-8 bytes within `base`, empty for no span.
  static func withUTF8<Result>(
    _ span: TextSpan?, in base: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    switch span {
    case .bytes(let range)?: return body(UnsafeBufferPointer(rebasing: base[range]))
    case .decoded(var text)?: return text.withUTF8(body)
    case nil: return body(UnsafeBufferPointer(start: nil, count: 0))
    }
  }

  static func string(_ span: TextSpan, in base: UnsafeBufferPointer<UInt8>) -> String {
    switch span {
    case .bytes(let range): String(decoding: UnsafeBufferPointer(rebasing: base[range]), as: UTF8.self)
    case .decoded(let text): text
    }
  }

  /// Checks that the next value is a string and passes over it without building it.
  mutating func skipString() throws(JSONReadError) {
    try expectKind(.string, "a string")
    _ = try scanString(materialize: false)
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
      case .string: _ = try scanString(materialize: false)
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
    _ = try scanString(materialize: false)
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
      case .keyBytes(let range):
        text += (text.isEmpty ? "" : ".") + String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
      }
    }
    return text
  }

  // MARK: Scanning

  private mutating func scanString() throws(JSONReadError) -> String {
    try scanString(materialize: true) ?? ""
  }

  /// Scans a string, checking escapes and UTF-8, and returns it only when `materialize` is set:
  /// skipped strings cost a pass over their bytes and no allocation.
  private mutating func scanString(materialize: Bool, keepingEscaped: Bool = false) throws(JSONReadError) -> String? {
    let quote = offset
    offset += 1
    let start = offset
    var plainASCII = true
    skipPlainASCII()
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        if !plainASCII { try validateUTF8(start..<offset) }
        let text =
          materialize ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self) : nil
        offset += 1
        return text
      }
      if byte == UInt8(ascii: "\\") {
        if !plainASCII { try validateUTF8(start..<offset) }
        return try scanEscapedString(from: start, materialize: materialize || keepingEscaped)
      }
      if byte < 0x20 { throw syntax("a control character inside a string must be escaped") }
      if byte >= 0x80 { plainASCII = false }
      offset += 1
    }
    offset = quote
    throw syntax("a string that never ends (is the file truncated?)")
  }

  private mutating func scanEscapedString(from start: Int, materialize: Bool) throws(JSONReadError) -> String? {
    var scalars = String.UnicodeScalarView()
    let pending =
      materialize ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self) : ""
    while offset < bytes.count {
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        return materialize ? pending + String(scalars) : nil
      case UInt8(ascii: "\\"):
        offset += 1
        guard offset < bytes.count else { break }
        let escape = bytes[offset]
        offset += 1
        let scalar: Unicode.Scalar
        switch escape {
        case UInt8(ascii: "\""): scalar = "\""
        case UInt8(ascii: "\\"): scalar = "\\"
        case UInt8(ascii: "/"): scalar = "/"
        case UInt8(ascii: "b"): scalar = "\u{08}"
        case UInt8(ascii: "f"): scalar = "\u{0C}"
        case UInt8(ascii: "n"): scalar = "\n"
        case UInt8(ascii: "r"): scalar = "\r"
        case UInt8(ascii: "t"): scalar = "\t"
        case UInt8(ascii: "u"): scalar = try scanUnicodeEscape()
        default:
          offset -= 1
          throw syntax("\\\(describeRawByte(escape)) is not a JSON escape")
        }
        if materialize { scalars.append(scalar) }
      case 0..<0x20:
        throw syntax("a control character inside a string must be escaped")
      default:
        // A run of plain bytes at once.
        let runStart = offset
        var plainASCII = true
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "\\"),
          bytes[offset] >= 0x20
        {
          if bytes[offset] >= 0x80 { plainASCII = false }
          offset += 1
        }
        if !plainASCII { try validateUTF8(runStart..<offset) }
        if materialize {
          scalars.append(
            contentsOf: String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]), as: UTF8.self)
              .unicodeScalars)
        }
      }
    }
    throw syntax("a string that never ends (is the file truncated?)")
  }

  /// Passes over string bytes that need no attention (printable ASCII other than `"` and `\\`),
  /// eight at a time: most of a catalog is such text, and this is the loop that reads it.
  @inline(__always)
  private mutating func skipPlainASCII() {
    guard let base = bytes.baseAddress else { return }
    let raw = UnsafeRawPointer(base)
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    while offset + 8 <= bytes.count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      // A byte is interesting if it is `"`, `\\`, below 0x20, or 0x80 and above (the classic
      // "has zero byte" test, applied to the word and to it xor-ed with each special byte).
      let quote = word ^ (ones &* 0x22)
      let backslash = word ^ (ones &* 0x5C)
      let interesting =
        ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word) | word
      if interesting & highs != 0 { return }
      offset += 8
    }
  }

  /// Checks that a range of bytes is well-formed UTF-8 (no overlong forms, no surrogates, nothing
  /// past U+10FFFF), pointing at the first bad byte when it is not.
  private mutating func validateUTF8(_ range: Range<Int>) throws(JSONReadError) {
    var index = range.lowerBound
    while index < range.upperBound {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        upper = 0x9F
      case 0xF0:
        length = 4
        lower = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        upper = 0x8F
      default: length = 0
      }
      var valid = length > 0 && index + length <= range.upperBound
      if valid {
        for position in 1..<length {
          let byte = bytes[index + position]
          let (low, high) = position == 1 ? (lower, upper) : (0x80, 0xBF)
          if byte < low || byte > high {
            valid = false
            break
          }
        }
      }
      guard valid else {
        offset = index
        throw syntax("invalid UTF-8 inside a string")
      }
      index += length
    }
  }

  private mutating func scanUnicodeEscape() throws(JSONReadError) -> Unicode.Scalar {
    let escapeStart = offset - 2
    let first = try scanHex4()
    if (0xD800...0xDBFF).contains(first),
      offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
    {
      offset += 2
      let second = try scanHex4()
      if (0xDC00...0xDFFF).contains(second),
        let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
      {
        return scalar
      }
    }
    guard let scalar = Unicode.Scalar(first) else {
      offset = escapeStart
      throw syntax("\\u\(String(first, radix: 16)) is half of a surrogate pair with no other half")
    }
    return scalar
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

  /// What `scanNumber` learned about a number while checking its grammar.
  struct NumberScan {
    var negative = false
    /// The digits without the decimal point, while they fit in 19 digits.
    var mantissa: UInt64 = 0
    var significantDigits = 0
    /// Digits after the point, and the explicit exponent.
    var fractionDigits = 0
    var exponent = 0
    var hasFraction = false
    var hasExponent = false
    var hasNonZeroDigit = false

    var isPlainInteger: Bool { !hasFraction && !hasExponent }

    var integer: Int? {
      guard significantDigits <= 18 else { return nil }
      return negative ? -Int(mantissa) : Int(mantissa)
    }

    /// The value when it can be computed exactly: a mantissa below 2^53 scaled by a power of ten
    /// that is itself exact (up to 10^22), which IEEE division and multiplication then round
    /// correctly. Anything else is left to the general conversion.
    var exactDouble: Double? {
      guard significantDigits <= 15 else { return nil }
      let scale = exponent - fractionDigits
      guard (-22...22).contains(scale) else { return nil }
      var value = Double(mantissa)
      if scale < 0 {
        value /= NumberScan.powersOfTen[-scale]
      } else if scale > 0 {
        value *= NumberScan.powersOfTen[scale]
      }
      return negative ? -value : value
    }

    static let powersOfTen: [Double] = (0...22).map { exponent in
      (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
  }

  /// Consumes a number per the JSON grammar.
  private mutating func scanNumber() throws(JSONReadError) -> NumberScan {
    var number = NumberScan()
    // The bytes may be a file's map that another program rewrites meanwhile: a byte checked as
    // a digit can read differently the next time, so each is read once, and the arithmetic
    // wraps rather than traps on what it is given.
    func digit(_ byte: UInt8) {
      let value = min(UInt64(byte &- UInt8(ascii: "0")), 9)
      if value != 0 { number.hasNonZeroDigit = true }
      if number.significantDigits == 0 && value == 0 { return }  // leading zeros carry nothing
      if number.significantDigits < 19 { number.mantissa = number.mantissa * 10 + value }
      number.significantDigits += 1
    }
    if bytes[offset] == UInt8(ascii: "-") {
      number.negative = true
      offset += 1
    }
    guard offset < bytes.count, isDigit(bytes[offset]) else {
      throw syntax(endOfDataOr("a '-' must be followed by digits"))
    }
    if bytes[offset] == UInt8(ascii: "0") {
      offset += 1
      if offset < bytes.count, isDigit(bytes[offset]) { throw syntax("numbers may not have leading zeros") }
    } else {
      while offset < bytes.count, case let byte = bytes[offset], isDigit(byte) {
        digit(byte)
        offset += 1
      }
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      number.hasFraction = true
      offset += 1
      guard offset < bytes.count, isDigit(bytes[offset]) else {
        throw syntax(endOfDataOr("a '.' must be followed by digits"))
      }
      while offset < bytes.count, case let byte = bytes[offset], isDigit(byte) {
        digit(byte)
        number.fractionDigits += 1
        offset += 1
      }
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
      number.hasExponent = true
      offset += 1
      var negativeExponent = false
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
        negativeExponent = bytes[offset] == UInt8(ascii: "-")
        offset += 1
      }
      guard offset < bytes.count, isDigit(bytes[offset]) else { throw syntax(endOfDataOr("an exponent needs digits")) }
      while offset < bytes.count, case let byte = bytes[offset], isDigit(byte) {
        number.exponent = min(number.exponent * 10 + Int(min(byte &- UInt8(ascii: "0"), 9)), 100_000)
        offset += 1
      }
      if negativeExponent { number.exponent = -number.exponent }
    }
    return number
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

  /// Whether the bytes at the offset spell `literal` (then a non-letter), without consuming them.
  private func startsLiteral(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    for index in 0..<count where bytes[offset + index] != literal.utf8Start[index] { return false }
    return offset + count == bytes.count
      || !(bytes[offset + count] | 0x20 >= UInt8(ascii: "a") && bytes[offset + count] | 0x20 <= UInt8(ascii: "z"))
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
