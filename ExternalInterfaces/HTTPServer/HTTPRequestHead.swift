/// A request's line and fields, read and checked; how its body is framed.
struct HTTPRequestHead: Sendable, Equatable {
  enum Framing: Sendable, Equatable {
    case none
    case length(Int)
    case chunked
  }

  let method: String
  let target: String
  let headers: [HTTPHeaderField]
  let framing: Framing
  /// Whether the connection stays open after the answer (1.1 unless `close`; 1.0 only with
  /// `keep-alive`).
  let keepAlive: Bool
  /// `Expect: 100-continue`: the client waits for an interim answer before its body.
  let expectsContinue: Bool
  /// Bytes from the start of the buffer to the first byte of the body.
  let length: Int
}

/// Why a request is refused before it reaches the handler. Each is answered with its status
/// and the connection is closed: after a framing error nothing later on it can be trusted.
struct HTTPRefusal: Error, Sendable, Equatable {
  enum Reason: String, Sendable, Equatable {
    case malformedRequestLine = "the request line is not METHOD TARGET HTTP/1.1"
    case unsupportedVersion = "only HTTP/1.0 and HTTP/1.1 are served"
    case targetTooLong = "the request target is too long"
    case headTooLarge = "the request's headers are too large"
    case tooManyHeaders = "the request has too many headers"
    case bareCarriageReturn = "a line ends in a bare CR"
    case obsoleteLineFolding = "a header is folded onto the next line (obsolete line folding)"
    case malformedHeader = "a header line is not NAME: VALUE"
    case controlCharacterInHeader = "a header value holds a control character"
    case missingHost = "the Host header is missing (HTTP/1.1 requires it)"
    case repeatedHost = "the Host header is sent more than once"
    case lengthAndTransferEncoding = "both Content-Length and Transfer-Encoding are sent"
    case repeatedContentLength = "Content-Length is sent more than once"
    case malformedContentLength = "Content-Length is not a number"
    case unsupportedTransferEncoding = "the only transfer coding served is chunked"
    case malformedChunk = "a chunk of the body is malformed"
    case bodyTooLarge = "the body is larger than the server accepts"
    case unsupportedExpectation = "the only expectation served is 100-continue"
    case tooSlow = "the request took too long to arrive"
    case serverFull = "the server is serving as many clients as it can; try again in a moment"
    case clientFull = "this client holds as many connections as one client may; reuse one, or try again in a moment"
  }

  let reason: Reason

  var status: Int {
    switch reason {
    case .unsupportedVersion: 505
    case .targetTooLong: 414
    case .headTooLarge, .tooManyHeaders: 431
    case .bodyTooLarge: 413
    case .unsupportedTransferEncoding: 501
    case .unsupportedExpectation: 417
    case .tooSlow: 408
    case .serverFull, .clientFull: 503
    default: 400
    }
  }
}
