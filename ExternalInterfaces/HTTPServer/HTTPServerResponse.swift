/// An answer to a request: status, fields and body. The server adds `Content-Length` and
/// `Connection`; the fields given here may not contain CR or LF (`field` drops any that do, so
/// no text can split a header).
struct HTTPServerResponse: Sendable, Equatable {
  var status: Int
  var headers: [HTTPHeaderField]
  var body: [UInt8]

  init(status: Int, headers: [HTTPHeaderField] = [], body: [UInt8] = []) {
    self.status = status
    self.headers = headers.filter { Self.isSafe($0.name) && Self.isSafe($0.value) }
    self.body = body
  }

  /// Adds a field, unless its name or value could end the line.
  mutating func field(_ name: String, _ value: String) {
    guard Self.isSafe(name), Self.isSafe(value) else { return }
    headers.append(HTTPHeaderField(name: name, value: value))
  }

  private static func isSafe(_ text: String) -> Bool {
    !text.utf8.contains { $0 == 13 || $0 == 10 || $0 == 0 }
  }

  /// The head and the body to send, apart: the body is sent as it is, never copied behind the
  /// head. A HEAD answer keeps its length but sends no body.
  func wire(closing: Bool, headOnly: Bool) -> (head: [UInt8], body: [UInt8]) {
    var head = "HTTP/1.1 \(status) \(HTTPStatusText.reason(status))\r\n"
    for field in headers { head += "\(field.name): \(field.value)\r\n" }
    if HTTPStatusText.allowsBody(status) { head += "Content-Length: \(body.count)\r\n" }
    if closing { head += "Connection: close\r\n" }
    head += "\r\n"
    return (Array(head.utf8), !headOnly && HTTPStatusText.allowsBody(status) ? body : [])
  }
}
