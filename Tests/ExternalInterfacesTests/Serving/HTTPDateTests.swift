import Testing

@testable import ExternalInterfaces

#if canImport(Glibc)
  import Glibc
#endif

/// Every answer's `Date` is IMF-fixdate (RFC 9110 §5.6.7), in GMT, written by the program's one
/// calendar rule.
@Suite struct HTTPDateTests {
  @Test(arguments: [
    (784_111_777, "Sun, 06 Nov 1994 08:49:37 GMT"),  // RFC 9110's own example
    (0, "Thu, 01 Jan 1970 00:00:00 GMT"),
    (-1, "Wed, 31 Dec 1969 23:59:59 GMT"),
    (951_782_400, "Tue, 29 Feb 2000 00:00:00 GMT"),
    (1_795_867_200, "Sat, 28 Nov 2026 12:00:00 GMT"),
    (253_402_300_799, "Fri, 31 Dec 9999 23:59:59 GMT"),
  ])
  func writesIMFFixdate(seconds: Int, text: String) {
    #expect(HTTPDate.text(unixSeconds: seconds) == text)
  }

  /// A clock past what the format can write gives no field rather than a wrong one.
  @Test(arguments: [253_402_300_800, Int.max, Int.min])
  func aMomentOutsideTheYearsItCanWriteHasNone(seconds: Int) {
    #expect(HTTPDate.text(unixSeconds: seconds) == nil)
  }

  /// Every answer the server makes says when, refusals too.
  @Test func everyAnswerSaysWhenItWasMade() async throws {
    let served = try ServedCatalog()
    let handler = served.handler()
    let before = time(nil)
    let answers = [
      await handler.respond(to: ServedCatalog.request("GET", "/products/1")),
      await handler.respond(to: ServedCatalog.request("GET", "/nowhere")),
      handler.refuse(HTTPRefusal(reason: .lengthAndTransferEncoding)),
    ]
    let after = time(nil)
    let dates = Set((before...after).compactMap { HTTPDate.text(unixSeconds: $0) })
    for answer in answers {
      let date = answer.headers.first { $0.name == "Date" }?.value
      #expect(date.map(dates.contains) == true, "\(answer.status): \(date ?? "no Date")")
    }
  }
}
