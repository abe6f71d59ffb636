/// One request as it arrived, its framing checked: what the server hands its handler.
struct HTTPServerRequest: Sendable, Equatable {
  let method: String
  /// The target as sent (origin form: a path, then `?` and the query), unchanged.
  let target: String
  /// Field names in lower case, values with surrounding spaces removed, in arrival order.
  let headers: [HTTPHeaderField]
  let body: [UInt8]
  /// Whether the client keeps the connection open for another request.
  var keepAlive = true
  /// The client's address: the TCP peer's, or, behind a trusted proxy, the one it forwarded
  /// (`ClientAddress`). Empty where no connection carried the request (tests).
  var client = ""

  /// The value of the field `name` (lower case), when it was sent once; nil when absent.
  func header(_ name: String) -> String? {
    headers.first { $0.name == name }?.value
  }

  /// The part of the target before `?`.
  var path: Substring { target.prefix { $0 != "?" } }
  /// The part after `?`, or nil.
  var query: Substring? {
    target.firstIndex(of: "?").map { target[target.index(after: $0)...] }
  }
}

struct HTTPHeaderField: Sendable, Equatable {
  let name: String
  let value: String
}
