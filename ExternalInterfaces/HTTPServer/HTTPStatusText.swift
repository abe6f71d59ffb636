/// The reason phrases of the statuses this server sends.
enum HTTPStatusText {
  static func reason(_ status: Int) -> String {
    switch status {
    case 100: "Continue"
    case 200: "OK"
    case 201: "Created"
    case 204: "No Content"
    case 303: "See Other"
    case 304: "Not Modified"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 408: "Request Timeout"
    case 409: "Conflict"
    case 411: "Length Required"
    case 412: "Precondition Failed"
    case 413: "Content Too Large"
    case 414: "URI Too Long"
    case 415: "Unsupported Media Type"
    case 417: "Expectation Failed"
    case 422: "Unprocessable Content"
    case 429: "Too Many Requests"
    case 431: "Request Header Fields Too Large"
    case 500: "Internal Server Error"
    case 501: "Not Implemented"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    case 505: "HTTP Version Not Supported"
    case 507: "Insufficient Storage"
    default: "Status"
    }
  }

  /// 1xx, 204 and 304 answers have no body and no length (RFC 9110, 6.4.1).
  static func allowsBody(_ status: Int) -> Bool {
    !(100..<200).contains(status) && status != 204 && status != 304
  }
}
