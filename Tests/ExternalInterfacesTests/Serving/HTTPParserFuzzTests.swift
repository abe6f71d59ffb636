import Testing

@testable import ExternalInterfaces

/// 10,000 random and mutated requests through the parser, each fed whole and in random pieces:
/// never a crash or a hang; every outcome is a request that used bytes that were there, a wait
/// for more, or a refusal with a status the server sends; and feeding a request in pieces reads
/// the same as feeding it whole.
struct HTTPParserFuzzTests {
  private static let seeds = [
    "GET /products?limit=5&skip=10 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n",
    "POST /products/add HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 16\r\n\r\n{\"title\":\"Lamp\"}",
    "PATCH /products/1 HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{\"a\":\r\n2\r\n1}\r\n0\r\n\r\n",
    "GET / HTTP/1.0\n\n",
    "DELETE /products/3 HTTP/1.1\r\nHost: h\r\nConnection: close\r\nAuthorization: Bearer abc\r\n\r\n",
  ]
  private static let alphabet = Array(
    "GETPOST /?=&%:\r\n\t0123456789abcdefHTTP/1.1Content-LengthTransfer-Encodingchunked\u{0}\u{7F}\u{FF}".utf8)
  private static let statuses: Set<Int> = [400, 408, 413, 414, 417, 431, 501, 503, 505]

  @Test func tenThousandHostileRequestsNeverBreakTheParser() {
    var generator = SeededGenerator(state: 0x5EED)
    let parser = HTTPRequestParser(
      limits: HTTPServerLimits(headBytes: 2048, targetBytes: 512, headerCount: 20, bodyBytes: 4096))
    var outcomes: [String: Int] = [:]
    for round in 0..<10_000 {
      let bytes = round % 4 == 0 ? Self.random(&generator) : Self.mutated(&generator)
      let whole = Self.outcome(parser, bytes[...])
      outcomes[whole.kind, default: 0] += 1
      if case .request(_, let consumed) = whole.value {
        #expect(consumed > 0 && consumed <= bytes.count)
      }
      if let status = whole.status { #expect(Self.statuses.contains(status), "status \(status)") }
      // Fed as it might arrive: every prefix waits, reads the same request, or refuses.
      let cut = Int.random(in: 0...bytes.count, using: &generator)
      let prefix = Self.outcome(parser, bytes[..<cut])
      switch (prefix.value, whole.value) {
      case (.request(let early, let used)?, .request(let late, let lateUsed)?):
        #expect(early == late && used == lateUsed)
      case (.request?, _): Issue.record("a prefix read a request the whole did not: \(bytes)")
      default: break
      }
    }
    // The mutations reach every kind of outcome, so the run proves something of each.
    #expect(outcomes["request", default: 0] > 100)
    #expect(outcomes["refused", default: 0] > 100)
    #expect(outcomes["more", default: 0] > 100)
  }

  private struct Outcome {
    var value: HTTPRequestParser.Outcome?
    var status: Int?
    var kind: String {
      switch value {
      case .request?: "request"
      case .needMore?: "more"
      case nil: "refused"
      }
    }
  }

  private static func outcome(_ parser: HTTPRequestParser, _ bytes: ArraySlice<UInt8>) -> Outcome {
    do {
      return Outcome(value: try parser.parse(bytes))
    } catch {
      return Outcome(status: error.status)
    }
  }

  private static func random(_ generator: inout SeededGenerator) -> [UInt8] {
    (0..<Int.random(in: 0...300, using: &generator)).map { _ in
      Bool.random(using: &generator)
        ? alphabet.randomElement(using: &generator) ?? 0 : UInt8.random(in: 0...255, using: &generator)
    }
  }

  private static func mutated(_ generator: inout SeededGenerator) -> [UInt8] {
    var bytes = Array((seeds.randomElement(using: &generator) ?? seeds[0]).utf8)
    for _ in 0..<Int.random(in: 1...4, using: &generator) where !bytes.isEmpty {
      let at = Int.random(in: 0..<bytes.count, using: &generator)
      switch Int.random(in: 0..<5, using: &generator) {
      case 0: bytes[at] = alphabet.randomElement(using: &generator) ?? 0
      case 1: bytes.remove(at: at)
      case 2: bytes.insert(alphabet.randomElement(using: &generator) ?? 0, at: at)
      case 3: bytes.insert(contentsOf: bytes[at...].prefix(Int.random(in: 1...40, using: &generator)), at: at)
      default: bytes[at] = UInt8.random(in: 0...255, using: &generator)
      }
    }
    return bytes
  }
}
