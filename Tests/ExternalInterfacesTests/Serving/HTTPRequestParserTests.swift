import Testing

@testable import ExternalInterfaces

/// The server's parser with hostile bytes: every framing two programs could read differently is
/// refused with its status, and good requests (pipelined, chunked, bare LF) are read exactly.
struct HTTPRequestParserTests {
  private let parser = HTTPRequestParser(limits: HTTPServerLimits())

  private func parse(_ text: String) throws(HTTPRefusal) -> HTTPRequestParser.Outcome {
    try parser.parse(Array(text.utf8)[...])
  }

  private func refusal(_ text: String) -> HTTPRefusal.Reason? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error.reason
    }
  }

  @Test func aSimpleRequestIsReadWithItsFieldsAndLength() throws {
    let text = "GET /products?q=a HTTP/1.1\r\nHost: localhost:8080\r\nX-Two:  spaced value \t\r\n\r\n"
    guard case .request(let request, let consumed) = try parse(text) else {
      Issue.record("no request")
      return
    }
    #expect(consumed == text.utf8.count)
    #expect(request.method == "GET")
    #expect(request.path == "/products")
    #expect(request.query == "q=a")
    #expect(request.header("host") == "localhost:8080")
    #expect(request.header("x-two") == "spaced value")
    #expect(request.keepAlive)
  }

  @Test func pipelinedRequestsAreReadOneAtATimeInOrder() throws {
    let first = "POST /products/add HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\n\r\nhello"
    let second = "GET /products/1 HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n"
    let bytes = Array((first + second).utf8)
    guard case .request(let one, let used) = try parser.parse(bytes[...]) else {
      Issue.record("no first request")
      return
    }
    #expect(one.body == Array("hello".utf8))
    #expect(used == first.utf8.count)
    guard case .request(let two, let rest) = try parser.parse(bytes[used...]) else {
      Issue.record("no second request")
      return
    }
    #expect(two.target == "/products/1")
    #expect(!two.keepAlive)
    #expect(used + rest == bytes.count)
  }

  @Test func aChunkedBodyIsJoinedAndItsTrailerDropped() throws {
    let text =
      "PUT /products/1 HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n"
      + "4;ext=1\r\n{\"a\"\r\n3\r\n:1}\r\n0\r\nX-Trailer: t\r\n\r\n"
    guard case .request(let request, let consumed) = try parse(text) else {
      Issue.record("no request")
      return
    }
    #expect(String(decoding: request.body, as: UTF8.self) == "{\"a\":1}")
    #expect(consumed == text.utf8.count)
  }

  @Test func partsOfARequestAskForMoreAndSayWhenTheHeadIsIn() throws {
    #expect(try parse("GET /pro") == .needMore(head: nil))
    #expect(try parse("GET / HTTP/1.1\r\nHost: h\r\n") == .needMore(head: nil))
    guard
      case .needMore(let head?) = try parse(
        "POST /products/add HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 10\r\n\r\nabc")
    else {
      Issue.record("no head")
      return
    }
    #expect(head.expectsContinue)
    #expect(head.framing == .length(10))
  }

  @Test func bareLineFeedsAreAcceptedAndHTTP10ClosesByDefault() throws {
    guard case .request(let request, _) = try parse("GET / HTTP/1.0\n\n") else {
      Issue.record("no request")
      return
    }
    #expect(!request.keepAlive)
    guard case .request(let kept, _) = try parse("GET / HTTP/1.0\nConnection: keep-alive\n\n") else {
      Issue.record("no request")
      return
    }
    #expect(kept.keepAlive)
  }

  @Test(arguments: [
    (
      "GET / HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n",
      HTTPRefusal.Reason.lengthAndTransferEncoding
    ),
    ("GET / HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\nContent-Length: 3\r\n\r\nabc", .repeatedContentLength),
    ("GET / HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd", .repeatedContentLength),
    ("GET / HTTP/1.1\r\nHost: h\r\nContent-Length: +3\r\n\r\nabc", .malformedContentLength),
    ("GET / HTTP/1.1\r\nHost: h\r\nContent-Length: 3, 3\r\n\r\nabc", .malformedContentLength),
    ("GET / HTTP/1.1\r\nHost: h\r\nContent-Length: 0x10\r\n\r\n", .malformedContentLength),
    ("GET / HTTP/1.1\r\nHost: h\r\nContent-Length: 99999999999999999999\r\n\r\n", .malformedContentLength),
    ("GET / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", .unsupportedTransferEncoding),
    ("GET / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked, identity\r\n\r\n", .unsupportedTransferEncoding),
    ("GET / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n", .unsupportedTransferEncoding),
    ("GET / HTTP/1.1\r\nHost: h\r\nX-A: one\r\n two\r\n\r\n", .obsoleteLineFolding),
    ("GET / HTTP/1.1\r\nHost: h\r\nX-A : one\r\n\r\n", .malformedHeader),
    ("GET / HTTP/1.1\r\nHost: h\r\n: one\r\n\r\n", .malformedHeader),
    ("GET / HTTP/1.1\r\nHost: h\r\nno colon\r\n\r\n", .malformedHeader),
    ("GET / HTTP/1.1\rHost: h\r\n\r\n", .bareCarriageReturn),
    ("GET / HTTP/1.1\r\nHost: h\rX: y\r\n\r\n", .bareCarriageReturn),
    ("GET / HTTP/1.1\r\nHost: h\r\nX-A: a\u{0}b\r\n\r\n", .controlCharacterInHeader),
    ("GET / HTTP/1.1\r\nHost: h\r\nX-A: a\u{7F}b\r\n\r\n", .controlCharacterInHeader),
    ("GET / HTTP/1.1\r\n\r\n", .missingHost),
    ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", .repeatedHost),
    ("GET / HTTP/2.0\r\nHost: h\r\n\r\n", .unsupportedVersion),
    ("GET / HTTP/1.1 extra\r\nHost: h\r\n\r\n", .malformedRequestLine),
    ("GET  / HTTP/1.1\r\nHost: h\r\n\r\n", .malformedRequestLine),
    ("GET http://evil/ HTTP/1.1\r\nHost: h\r\n\r\n", .malformedRequestLine),
    ("GET /a b HTTP/1.1\r\nHost: h\r\n\r\n", .malformedRequestLine),
    ("G(T / HTTP/1.1\r\nHost: h\r\n\r\n", .malformedRequestLine),
    ("GET /\u{7F} HTTP/1.1\r\nHost: h\r\n\r\n", .malformedRequestLine),
    ("GET / HTTP/1.1\r\nHost: h\r\nExpect: 200-ok\r\n\r\n", .unsupportedExpectation),
    ("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", .malformedChunk),
    ("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabcX\r\n0\r\n\r\n", .malformedChunk),
    ("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n3\nabc\r\n0\r\n\r\n", .malformedChunk),
  ])
  func ambiguousOrMalformedFramingIsRefused(_ text: String, _ reason: HTTPRefusal.Reason) {
    #expect(refusal(text) == reason, "\(text.debugDescription)")
  }

  @Test func everyLimitHasItsStatus() {
    let limits = HTTPServerLimits()
    let longTarget = "GET /" + String(repeating: "a", count: limits.targetBytes + 1) + " HTTP/1.1\r\nHost: h\r\n\r\n"
    #expect(refusal(longTarget) == .targetTooLong)
    #expect(HTTPRefusal(reason: .targetTooLong).status == 414)
    let unfinishedTarget = "GET /" + String(repeating: "a", count: limits.targetBytes + 100)
    #expect(refusal(unfinishedTarget) == .targetTooLong)
    let bigHead = "GET / HTTP/1.1\r\nHost: h\r\nX: " + String(repeating: "b", count: limits.headBytes) + "\r\n\r\n"
    #expect(refusal(bigHead) == .headTooLarge)
    #expect(HTTPRefusal(reason: .headTooLarge).status == 431)
    let unfinishedHead = "GET / HTTP/1.1\r\nHost: h\r\nX: " + String(repeating: "b", count: limits.headBytes)
    #expect(refusal(unfinishedHead) == .headTooLarge)
    let manyFields = "GET / HTTP/1.1\r\nHost: h\r\n" + String(repeating: "X: y\r\n", count: limits.headerCount) + "\r\n"
    #expect(refusal(manyFields) == .tooManyHeaders)
    let bigBody = "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: \(limits.bodyBytes + 1)\r\n\r\n"
    #expect(refusal(bigBody) == .bodyTooLarge)
    #expect(HTTPRefusal(reason: .bodyTooLarge).status == 413)
    let bigChunk =
      "POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n"
      + String(limits.bodyBytes + 1, radix: 16) + "\r\n"
    #expect(refusal(bigChunk) == .bodyTooLarge)
    // A body in chunks of one byte: its framing is bounded too, not only what it decodes to.
    let small = HTTPRequestParser(limits: HTTPServerLimits(bodyBytes: 1_000))
    let dribble =
      "POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n"
      + String(repeating: "1\r\nx\r\n", count: 600)
    #expect(throws: HTTPRefusal(reason: .bodyTooLarge)) { try small.parse(Array(dribble.utf8)[...]) }
  }

  @Test func anAnswerCannotBeSplitByTheTextInIt() {
    var response = HTTPServerResponse(
      status: 200, headers: [HTTPHeaderField(name: "X-Evil", value: "a\r\nSet-Cookie: x")])
    response.field("Location", "/a\r\nX-Injected: 1")
    response.field("X-Fine", "ok")
    let text = String(decoding: Self.bytes(response.wire(closing: false, headOnly: false)), as: UTF8.self)
    #expect(!text.contains("Set-Cookie"))
    #expect(!text.contains("X-Injected"))
    #expect(text.contains("X-Fine: ok\r\n"))
    #expect(text.hasPrefix("HTTP/1.1 200 OK\r\n"))
    #expect(text.contains("Content-Length: 0\r\n"))
  }

  @Test func aHeadAnswerHasTheLengthButNoBody() {
    let response = HTTPServerResponse(status: 200, body: Array("{}".utf8))
    let text = String(decoding: Self.bytes(response.wire(closing: true, headOnly: true)), as: UTF8.self)
    #expect(text.hasSuffix("Content-Length: 2\r\nConnection: close\r\n\r\n"))
    let noContent = HTTPServerResponse(status: 204)
    #expect(
      !String(decoding: Self.bytes(noContent.wire(closing: false, headOnly: false)), as: UTF8.self).contains(
        "Content-Length")
    )
  }

  /// What goes on the wire: the head, then the body.
  private static func bytes(_ parts: (head: [UInt8], body: [UInt8])) -> [UInt8] {
    parts.head + parts.body
  }

  // MARK: Read as it arrives

  /// One-byte chunks on 8 connections took 10.4 CPU-seconds in 20 s: each read parsed the body
  /// again from its start. Read a byte at a time, a chunked body of 60,000 one-byte chunks is
  /// now looked at a few times per byte, not once per byte per read.
  @Test func aChunkedBodyReadAByteAtATimeCostsWorkInProportionToItsBytes() throws {
    let head = "POST /p HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n"
    var text = head
    for index in 0..<60_000 { text += "1\r\n" + String(index % 10) + "\r\n" }
    text += "0\r\nX-Trailer: t\r\n\r\n"
    let bytes = Array(text.utf8)
    var reader = HTTPRequestReader(parser: parser)
    var outcome: HTTPRequestParser.Outcome?
    for end in 1...bytes.count {
      let read = try reader.read(bytes[..<end])
      if case .request = read {
        outcome = read
        break
      }
      // Read again from its start on every read, it would be looked at bytes² / 2 times.
      guard reader.examined <= 4 * bytes.count else {
        Issue.record("\(reader.examined) bytes looked at after \(end) of \(bytes.count) received")
        return
      }
    }
    guard case .request(let request, let consumed)? = outcome else {
      Issue.record("the body was never read whole")
      return
    }
    #expect(consumed == bytes.count)
    #expect(request.body.count == 60_000)
    #expect(Array(request.body.prefix(12)) == Array("012345678901".utf8))
    #expect(reader.examined <= 4 * bytes.count, "\(reader.examined) bytes looked at for \(bytes.count) received")
    // The same outcome as reading it whole.
    #expect(try parser.parse(bytes[...]) == outcome)
  }

  @Test func aRequestReadInPiecesOfEverySizeIsTheRequestReadWhole() throws {
    let texts = [
      "POST /a HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n4;ext=1\r\nwiki\r\n5\r\npedia\r\n0\r\n\r\n",
      "POST /b HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\n\r\nhello",
      "\r\nGET /c HTTP/1.1\nHost: h\n\n",
    ]
    for text in texts {
      let bytes = Array(text.utf8)
      let whole = try parser.parse(bytes[...])
      for size in [1, 2, 3, 7, 64] {
        var reader = HTTPRequestReader(parser: parser)
        var end = 0
        var last: HTTPRequestParser.Outcome = .needMore(head: nil)
        while end < bytes.count {
          end = min(bytes.count, end + size)
          last = try reader.read(bytes[..<end])
          if case .request = last { break }
        }
        #expect(last == whole, "\(text.debugDescription) in pieces of \(size)")
      }
    }
  }

  @Test func aMalformedChunkIsRefusedWhenItArrivesInPieces() {
    let bytes = Array("POST /a HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nwikiX\r\n0\r\n\r\n".utf8)
    var reader = HTTPRequestReader(parser: parser)
    var refused: HTTPRefusal.Reason?
    for end in 1...bytes.count {
      do {
        _ = try reader.read(bytes[..<end])
      } catch {
        refused = error.reason
        break
      }
    }
    #expect(refused == .malformedChunk)
  }
}
