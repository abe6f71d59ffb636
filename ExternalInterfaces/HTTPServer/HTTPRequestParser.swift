/// Reads requests from a connection's bytes (RFC 9112), refusing anything whose framing two
/// programs could read differently: that is how requests are smuggled past a proxy. Lines end
/// in CRLF or a bare LF; a bare CR, obsolete line folding, a space before a field's colon,
/// control characters in a value, Content-Length with Transfer-Encoding, two Content-Lengths
/// or one that is not digits are each refused.
struct HTTPRequestParser: Sendable {
  enum Outcome: Sendable, Equatable {
    /// More bytes are needed; `head` once the headers are in (the body is still arriving).
    case needMore(head: HTTPRequestHead?)
    /// A whole request, which took `consumed` bytes from the start of the buffer.
    case request(HTTPServerRequest, consumed: Int)
  }

  let limits: HTTPServerLimits

  /// The request at the start of `bytes`, read in one go (a connection reads it as it arrives,
  /// with `HTTPRequestReader`, to the same outcome).
  func parse(_ bytes: ArraySlice<UInt8>) throws(HTTPRefusal) -> Outcome {
    var reader = HTTPRequestReader(parser: self)
    return try reader.read(bytes)
  }

  func request(_ head: HTTPRequestHead, body: [UInt8]) -> HTTPServerRequest {
    HTTPServerRequest(
      method: head.method, target: head.target, headers: head.headers, body: body, keepAlive: head.keepAlive)
  }

  // MARK: The head

  /// The head, when all of it has arrived.
  func head(_ bytes: ArraySlice<UInt8>) throws(HTTPRefusal) -> HTTPRequestHead? {
    // Empty lines before a request are ignored (RFC 9112, 2.2).
    var start = bytes.startIndex
    while start < bytes.endIndex, bytes[start] == .cr || bytes[start] == .lf {
      if bytes[start] == .cr, start + 1 < bytes.endIndex, bytes[start + 1] != .lf {
        throw HTTPRefusal(reason: .bareCarriageReturn)
      }
      start += 1
      if start - bytes.startIndex > 8 { throw HTTPRefusal(reason: .malformedRequestLine) }
    }
    guard let end = headEnd(bytes[start...]) else {
      if bytes.endIndex - start > limits.headBytes { throw firstLineRefusal(bytes[start...]) }
      // A request line is judged once it has ended, not when the head has: `GET /` alone on
      // its line (HTTP/0.9) is refused at once rather than left to time out.
      if let lf = bytes[start...].firstIndex(of: .lf), let line = try Self.lines(bytes[start..<lf]).first {
        _ = try requestLine(line)
      }
      // The request line alone can be refused as too long before the rest arrives.
      if bytes[start...].firstIndex(of: .lf) == nil, bytes.endIndex - start > limits.targetBytes + 64 {
        throw HTTPRefusal(reason: .targetTooLong)
      }
      return nil
    }
    guard end.lines - start <= limits.headBytes else { throw firstLineRefusal(bytes[start...]) }
    let lines = try Self.lines(bytes[start..<end.lines])
    guard let requestLine = lines.first else { throw HTTPRefusal(reason: .malformedRequestLine) }
    let (method, target, isHTTP11) = try self.requestLine(requestLine)
    var headers: [HTTPHeaderField] = []
    for line in lines.dropFirst() {
      if headers.count == limits.headerCount { throw HTTPRefusal(reason: .tooManyHeaders) }
      headers.append(try Self.field(line))
    }
    return try Self.head(
      method: method, target: target, isHTTP11: isHTTP11, headers: headers, length: end.body - bytes.startIndex,
      limits: limits)
  }

  private func firstLineRefusal(_ bytes: ArraySlice<UInt8>) -> HTTPRefusal {
    let line = bytes.firstIndex(of: .lf).map { bytes[..<$0] } ?? bytes
    return HTTPRefusal(reason: line.count > limits.targetBytes + 64 ? .targetTooLong : .headTooLarge)
  }

  /// Where the lines end (before the empty line) and where the body starts.
  private func headEnd(_ bytes: ArraySlice<UInt8>) -> (lines: Int, body: Int)? {
    var index = bytes.startIndex
    while let lf = bytes[index...].firstIndex(of: .lf) {
      // The line after this LF is empty: CRLF or LF.
      let next = lf + 1
      if next < bytes.endIndex, bytes[next] == .lf { return (lf, next + 1) }
      if next + 1 < bytes.endIndex, bytes[next] == .cr, bytes[next + 1] == .lf { return (lf, next + 2) }
      if next + 1 >= bytes.endIndex { return nil }
      index = next
      if index - bytes.startIndex > limits.headBytes + 4 { return nil }
    }
    return nil
  }

  /// The lines, each without its CRLF or LF; a CR anywhere else is refused.
  private static func lines(_ bytes: ArraySlice<UInt8>) throws(HTTPRefusal) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    for var line in bytes.split(separator: .lf, omittingEmptySubsequences: false) {
      if line.last == .cr { line = line.dropLast() }
      if line.contains(.cr) { throw HTTPRefusal(reason: .bareCarriageReturn) }
      lines.append(line)
    }
    return lines
  }

  private func requestLine(_ line: ArraySlice<UInt8>) throws(HTTPRefusal) -> (String, String, Bool) {
    let parts = line.split(separator: .space, omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(Self.isTokenByte) else {
      throw HTTPRefusal(reason: .malformedRequestLine)
    }
    guard parts[1].count <= limits.targetBytes else { throw HTTPRefusal(reason: .targetTooLong) }
    guard !parts[1].isEmpty, parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F }),
      parts[1].first == UInt8(ascii: "/") || parts[1].elementsEqual("*".utf8)
    else { throw HTTPRefusal(reason: .malformedRequestLine) }
    let version = String(decoding: parts[2], as: UTF8.self)
    let isHTTP11: Bool
    switch version {
    case "HTTP/1.1": isHTTP11 = true
    case "HTTP/1.0": isHTTP11 = false
    default:
      let isVersion = version.hasPrefix("HTTP/") && version.count == 8
      throw HTTPRefusal(reason: isVersion ? .unsupportedVersion : .malformedRequestLine)
    }
    return (String(decoding: parts[0], as: UTF8.self), String(decoding: parts[1], as: UTF8.self), isHTTP11)
  }

  static func field(_ line: ArraySlice<UInt8>) throws(HTTPRefusal) -> HTTPHeaderField {
    if line.first == .space || line.first == .tab { throw HTTPRefusal(reason: .obsoleteLineFolding) }
    guard let colon = line.firstIndex(of: .colon), colon > line.startIndex,
      line[..<colon].allSatisfy(isTokenByte)
    else { throw HTTPRefusal(reason: .malformedHeader) }
    var value = line[(colon + 1)...]
    while let first = value.first, first == .space || first == .tab { value = value.dropFirst() }
    while let last = value.last, last == .space || last == .tab { value = value.dropLast() }
    guard value.allSatisfy({ $0 == .tab || ($0 >= 0x20 && $0 != 0x7F) }) else {
      throw HTTPRefusal(reason: .controlCharacterInHeader)
    }
    return HTTPHeaderField(
      name: String(decoding: line[..<colon], as: UTF8.self).lowercased(), value: String(decoding: value, as: UTF8.self))
  }

  private static func head(
    method: String, target: String, isHTTP11: Bool, headers: [HTTPHeaderField], length: Int, limits: HTTPServerLimits
  ) throws(HTTPRefusal) -> HTTPRequestHead {
    let hosts = headers.filter { $0.name == "host" }
    if hosts.count > 1 { throw HTTPRefusal(reason: .repeatedHost) }
    if isHTTP11, hosts.isEmpty { throw HTTPRefusal(reason: .missingHost) }
    let lengths = headers.filter { $0.name == "content-length" }
    let codings = headers.filter { $0.name == "transfer-encoding" }
    var framing = HTTPRequestHead.Framing.none
    if !codings.isEmpty {
      if !lengths.isEmpty { throw HTTPRefusal(reason: .lengthAndTransferEncoding) }
      let list = codings.flatMap { $0.value.lowercased().split(separator: ",") }.map {
        $0.trimmingOptionalWhitespace()
      }
      guard isHTTP11, list == ["chunked"] else { throw HTTPRefusal(reason: .unsupportedTransferEncoding) }
      framing = .chunked
    } else if let field = lengths.first {
      if lengths.count > 1 { throw HTTPRefusal(reason: .repeatedContentLength) }
      guard !field.value.isEmpty, field.value.utf8.count <= 18, field.value.utf8.allSatisfy(isDigit),
        let count = Int(field.value)
      else { throw HTTPRefusal(reason: .malformedContentLength) }
      if count > limits.bodyBytes { throw HTTPRefusal(reason: .bodyTooLarge) }
      framing = count == 0 ? .none : .length(count)
    }
    let connection = headers.filter { $0.name == "connection" }.flatMap {
      $0.value.lowercased().split(separator: ",").map { $0.trimmingOptionalWhitespace() }
    }
    let keepAlive = isHTTP11 ? !connection.contains("close") : connection.contains("keep-alive")
    var expectsContinue = false
    if let expect = headers.first(where: { $0.name == "expect" }) {
      guard expect.value.lowercased() == "100-continue" else { throw HTTPRefusal(reason: .unsupportedExpectation) }
      expectsContinue = isHTTP11 && framing != .none
    }
    return HTTPRequestHead(
      method: method, target: target, headers: headers, framing: framing, keepAlive: keepAlive,
      expectsContinue: expectsContinue, length: length)
  }

  // MARK: Bytes

  /// `tchar` (RFC 9110, 5.6.2).
  static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
    }
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
  }
}

extension UInt8 {
  static let cr = UInt8(ascii: "\r")
  static let lf = UInt8(ascii: "\n")
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let colon = UInt8(ascii: ":")
}
