#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Secrets a request sent (a token in its header, a password or refresh token in its body),
/// written as `***` wherever a server's answer repeats them, as they are and in their JSON-escaped
/// spelling, in its body and its `Location`: whatever part of this program shows a server's
/// words, it never shows them.
enum SecretMask {
  static func hiding(_ secrets: [String], in response: HTTPResponse) -> HTTPResponse {
    let spellings = Set(secrets.filter { !$0.isEmpty }.flatMap { [$0, escaped($0)] })
    guard !spellings.isEmpty else { return response }
    var body = Array(response.body)
    var location = response.location
    // The longest first: a secret that holds another is masked whole.
    for spelling in spellings.sorted(by: { $0.utf8.count > $1.utf8.count }) {
      body = replacing(Array(spelling.utf8), in: body, with: Array("***".utf8))
      location = location?.replacingLiterally(spelling, with: "***")
    }
    var masked = HTTPResponse(
      status: response.status, contentType: response.contentType, retryAfter: response.retryAfter, body: Data(body))
    masked.location = location
    masked.attempts = response.attempts
    masked.refusedWait = response.refusedWait
    return masked
  }

  /// The secret as a JSON string writes it (`\\`, `\/`, `\"`).
  private static func escaped(_ secret: String) -> String {
    secret.replacingLiterally("\\", with: "\\\\").replacingLiterally("/", with: "\\/")
      .replacingLiterally("\"", with: "\\\"")
  }

  private static func replacing(_ needle: [UInt8], in haystack: [UInt8], with replacement: [UInt8]) -> [UInt8] {
    guard let first = needle.first, haystack.count >= needle.count else { return haystack }
    var result: [UInt8] = []
    result.reserveCapacity(haystack.count)
    var index = 0
    while index < haystack.count {
      if haystack[index] == first, index + needle.count <= haystack.count,
        haystack[index..<index + needle.count].elementsEqual(needle)
      {
        result += replacement
        index += needle.count
      } else {
        result.append(haystack[index])
        index += 1
      }
    }
    return result
  }
}
