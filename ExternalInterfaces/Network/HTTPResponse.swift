import Foundation

/// A complete HTTP answer, as far as a catalog source needs one.
struct HTTPResponse: Sendable {
  let status: Int
  let contentType: String?
  let retryAfter: String?
  let body: Data

  var isJSON: Bool {
    guard let contentType = contentType?.lowercased() else {
      return body.first.map { $0 == 0x7B || $0 == 0x5B } ?? false
    }
    return contentType.contains("json")
  }
}
