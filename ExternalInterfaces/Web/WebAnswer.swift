import ApplicationLogic

/// What a scene answers a request with: a status and a JSON document. The server adds the
/// fields every answer carries (docs/SERVER.md).
struct WebAnswer: Equatable, Sendable {
  var status: Int
  var body: JSONTree
  /// The body already written, for the large answers (products, pages): written straight from
  /// the catalog's values, with no tree in between. Wins over `body`.
  var encoded: [UInt8]?
  var headers: [(name: String, value: String)] = []
  /// What the bytes are; JSON unless a page or an asset says otherwise.
  var contentType = "application/json; charset=utf-8"
  /// Said at the top of the page a redirect leads to (kept in the visitor's session).
  var notice: String?
  /// The version of what is answered, for `ETag` and `If-None-Match`; nil for what is not kept.
  var validator: EntityTag?

  static func == (lhs: WebAnswer, rhs: WebAnswer) -> Bool {
    lhs.status == rhs.status && lhs.body == rhs.body && lhs.encoded == rhs.encoded
      && lhs.contentType == rhs.contentType && lhs.notice == rhs.notice && lhs.validator == rhs.validator
      && lhs.headers.elementsEqual(rhs.headers) { $0.name == $1.name && $0.value == $1.value }
  }

  init(status: Int = 200, _ body: JSONTree, headers: [(name: String, value: String)] = []) {
    self.status = status
    self.body = body
    self.headers = headers
  }

  init(status: Int = 200, encoded: [UInt8], headers: [(name: String, value: String)] = []) {
    self.status = status
    self.body = .null
    self.encoded = encoded
    self.headers = headers
  }

  /// A large body written by whoever sends the answer, off the main actor the scenes share, so
  /// that writing one answer never holds up the scenes of others.
  init(status: Int = 200, encoding: @escaping @Sendable () -> [UInt8]) {
    self.status = status
    self.body = .null
    self.encoding = encoding
  }

  var encoding: (@Sendable () -> [UInt8])?

  /// The body's bytes, when it is written already or by `encoding`.
  var bytes: [UInt8]? {
    encoded ?? encoding?()
  }

  /// The client has this version already (`If-None-Match`): no body.
  static func notModified(_ tag: EntityTag) -> WebAnswer {
    var answer = WebAnswer(status: 304, .null)
    answer.validator = tag
    return answer
  }

  /// A web page.
  static func page(status: Int = 200, _ html: [UInt8]) -> WebAnswer {
    var answer = WebAnswer(status: status, encoded: html)
    answer.contentType = "text/html; charset=utf-8"
    return answer
  }

  /// After a form is taken: the browser is sent on with GET (303), so reloading never sends the
  /// form again.
  static func redirect(to address: String, notice: String? = nil) -> WebAnswer {
    var answer = WebAnswer(status: 303, .null, headers: [("Location", address)])
    answer.notice = notice
    return answer
  }

  /// DummyJSON's error shape, `{"message": "…"}`, with the hint after the message.
  static func message(_ status: Int, _ text: String) -> WebAnswer {
    WebAnswer(status: status, .object([JSONTree.Member(name: "message", value: .string(text))]))
  }

  /// A failure as the presenters word it, under the status its cause calls for.
  static func error(_ error: ErrorViewModel) -> WebAnswer {
    var answer = message(WebStatus.of(error), WebText.sentence(error))
    // A store that is down for now is asked again by clients that honour this (RFC 9110 10.2.3).
    if error.cause == .unavailable { answer.headers.append(("Retry-After", String(Self.retryAfterUnavailable))) }
    return answer
  }

  /// Seconds a client is asked to wait while the catalog's database cannot be reached.
  static let retryAfterUnavailable = 2
}

/// The HTTP status of a failure the presenters worded: what it was about, and whose fault.
enum WebStatus {
  static func of(_ error: ErrorViewModel) -> Int {
    switch error.cause {
    case .notFound: 404
    case .conflict: 409
    case .notPermitted: 403
    case .busy, .unavailable: 503
    case .tooLarge: 413
    case .noSpace: 507
    case .upstream: 502
    case .unspecified: error.kind == .invalidInput ? 400 : 500
    }
  }
}
