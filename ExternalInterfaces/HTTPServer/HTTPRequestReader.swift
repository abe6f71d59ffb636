/// One connection's next request, read as its bytes arrive. It remembers how far it got, so a
/// client that cuts its request into one-byte pieces costs work in proportion to its bytes:
/// the head is looked at again only when a line of it has ended (at most `headerCount` + 10
/// times, each within `headBytes`), and a chunked body is decoded once, byte by byte, as it
/// comes. `examined` counts the bytes looked at, for the tests that hold it to that.
struct HTTPRequestReader: Sendable {
  let parser: HTTPRequestParser
  /// Bytes from the buffer's start already searched for a line end, while the head is read.
  private var scanned = 0
  /// Line ends seen in the head so far.
  private var lineEnds = 0
  /// Whether a byte of the request line has come (not an empty line before it), and its end.
  private var sawRequestLine = false
  private var requestLineEnded = false
  private var head: HTTPRequestHead?
  private var chunks = ChunkedBodyReader()
  /// Bytes looked at since the reader was made (over every request it read).
  private(set) var examined = 0

  init(parser: HTTPRequestParser) {
    self.parser = parser
  }

  /// What `bytes` (the connection's buffer, its first byte the request's) holds so far. After
  /// `.request` the reader starts over, for the request after it.
  mutating func read(_ bytes: ArraySlice<UInt8>) throws(HTTPRefusal) -> HTTPRequestParser.Outcome {
    if head == nil {
      guard let found = try readHead(bytes) else { return .needMore(head: nil) }
      head = found
    }
    guard let head else { return .needMore(head: nil) }
    let bodyStart = bytes.startIndex + head.length
    let outcome: HTTPRequestParser.Outcome
    switch head.framing {
    case .none:
      outcome = .request(parser.request(head, body: []), consumed: head.length)
    case .length(let count):
      guard bytes.endIndex - bodyStart >= count else { return .needMore(head: head) }
      examined += count
      outcome = .request(
        parser.request(head, body: Array(bytes[bodyStart..<bodyStart + count])), consumed: head.length + count)
    case .chunked:
      guard let used = try chunks.read(bytes[bodyStart...], limits: parser.limits, examined: &examined) else {
        return .needMore(head: head)
      }
      outcome = .request(parser.request(head, body: chunks.body), consumed: head.length + used)
    }
    let total = examined
    self = HTTPRequestReader(parser: parser)
    examined = total
    return outcome
  }

  private mutating func readHead(_ bytes: ArraySlice<UInt8>) throws(HTTPRefusal) -> HTTPRequestHead? {
    let from = min(bytes.startIndex + scanned, bytes.endIndex)
    var ended = 0
    for byte in bytes[from...] {
      if byte == .lf {
        ended += 1
        if sawRequestLine { requestLineEnded = true }
      } else if byte != .cr {
        sawRequestLine = true
      }
    }
    examined += bytes.endIndex - from
    scanned = bytes.count
    if ended == 0 {
      // No line has ended since the last look, so the head cannot have; only its size can
      // refuse it, as the parser would (which it does within a few bytes more of these).
      guard bytes.count > parser.limits.headBytes || (!requestLineEnded && bytes.count > parser.limits.targetBytes + 64)
      else { return nil }
    }
    lineEnds += ended
    examined += bytes.count
    guard let head = try parser.head(bytes) else {
      // Still no end: every line so far is the head's (at most 8 empty lines before it).
      if lineEnds > parser.limits.headerCount + 10 { throw HTTPRefusal(reason: .tooManyHeaders) }
      return nil
    }
    return head
  }
}

/// A chunked body (RFC 9112, 7.1) decoded as it arrives: where it got to is kept, and no byte
/// is read twice but the few of a chunk-size line whose end has not yet come.
struct ChunkedBodyReader: Sendable {
  private enum State: Sendable {
    case size
    case data(remaining: Int)
    case dataEnd
    case trailer
  }

  private var state = State.size
  /// Bytes (from the body's start) taken so far.
  private var position = 0
  /// Bytes (from the body's start) searched for the current line's end.
  private var lineScan = 0
  private var trailerBytes = 0
  private(set) var body: [UInt8] = []

  /// The bytes the body took, once its last chunk and trailer are in; nil until then.
  mutating func read(
    _ bytes: ArraySlice<UInt8>, limits: HTTPServerLimits, examined: inout Int
  ) throws(HTTPRefusal) -> Int? {
    while true {
      let at = bytes.startIndex + position
      switch state {
      case .size:
        // Framing beyond twice the body's limit (tiny chunks) is refused.
        if position > 2 * limits.bodyBytes + 1024 { throw HTTPRefusal(reason: .bodyTooLarge) }
        guard let lf = try lineEnd(bytes, within: 1024, examined: &examined) else {
          if bytes.endIndex - at >= 1024 { throw HTTPRefusal(reason: .malformedChunk) }
          return nil
        }
        var line = bytes[at..<lf]
        guard line.last == .cr else { throw HTTPRefusal(reason: .malformedChunk) }
        line = line.dropLast()
        let size = line.prefix { $0 != UInt8(ascii: ";") }
        guard !size.isEmpty, size.count <= 8, size.allSatisfy(HTTPRequestParser.isHexDigit),
          let count = Int(String(decoding: size, as: UTF8.self), radix: 16),
          line.allSatisfy({ $0 == .tab || ($0 >= 0x20 && $0 != 0x7F) })
        else { throw HTTPRefusal(reason: .malformedChunk) }
        if body.count + count > limits.bodyBytes { throw HTTPRefusal(reason: .bodyTooLarge) }
        take(through: lf, of: bytes)
        state = count == 0 ? .trailer : .data(remaining: count)
      case .data(let remaining):
        let taken = min(remaining, bytes.endIndex - at)
        body += bytes[at..<at + taken]
        examined += taken
        position += taken
        lineScan = position
        guard taken == remaining else {
          state = .data(remaining: remaining - taken)
          return nil
        }
        state = .dataEnd
      case .dataEnd:
        guard bytes.endIndex - at >= 2 else { return nil }
        guard bytes[at] == .cr, bytes[at + 1] == .lf else { throw HTTPRefusal(reason: .malformedChunk) }
        examined += 2
        position += 2
        lineScan = position
        state = .size
      case .trailer:
        // Fields, read and dropped, up to an empty line.
        guard let lf = try lineEnd(bytes, within: limits.headBytes, examined: &examined) else {
          if bytes.endIndex - at >= limits.headBytes { throw HTTPRefusal(reason: .headTooLarge) }
          return nil
        }
        var line = bytes[at..<lf]
        if line.last == .cr { line = line.dropLast() }
        take(through: lf, of: bytes)
        if line.isEmpty { return position }
        if line.contains(.cr) { throw HTTPRefusal(reason: .bareCarriageReturn) }
        trailerBytes += line.count
        if trailerBytes > limits.headBytes { throw HTTPRefusal(reason: .headTooLarge) }
        _ = try HTTPRequestParser.field(line)
      }
    }
  }

  /// The LF that ends the line at `position`, searched for only where no search went before.
  private mutating func lineEnd(
    _ bytes: ArraySlice<UInt8>, within length: Int, examined: inout Int
  ) throws(HTTPRefusal) -> Int? {
    let end = min(bytes.endIndex, bytes.startIndex + position + length)
    let from = min(bytes.startIndex + lineScan, end)
    let found = bytes[from..<end].firstIndex(of: .lf)
    examined += (found.map { $0 + 1 } ?? end) - from
    lineScan = (found ?? end) - bytes.startIndex
    return found
  }

  private mutating func take(through lf: Int, of bytes: ArraySlice<UInt8>) {
    position = lf + 1 - bytes.startIndex
    lineScan = position
  }
}
