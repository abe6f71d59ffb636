import BusinessLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A complete HTTP answer, as far as a catalog source needs one.
struct HTTPResponse: Sendable {
  let status: Int
  let contentType: String?
  let retryAfter: String?
  let body: Data
  /// Where a redirect points (`Location`), as the server wrote it.
  var location: String?
  /// How many times the request was sent before this answer (retries of 429 and 5xx).
  var attempts = 1
  /// A `Retry-After` the client did not honour because it would have passed the deadline.
  var refusedWait: Double?

  /// `Retry-After` in seconds, when it is the delay-seconds form (a date is not trusted: clocks
  /// differ, and the time limit caps the wait anyway).
  var retryAfterSeconds: Double? {
    guard let text = retryAfter?.trimmingWhitespace(), !text.isEmpty,
      text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), text.utf8.count <= 9, let seconds = Int(text)
    else { return nil }
    return Double(seconds)
  }

  var isJSON: Bool {
    guard let contentType = contentType?.lowercased() else {
      return body.first.map { $0 == 0x7B || $0 == 0x5B } ?? false
    }
    return contentType.contains("json")
  }
}
