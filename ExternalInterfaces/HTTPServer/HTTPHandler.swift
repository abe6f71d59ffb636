/// What the server asks of the program it serves: an answer to each request, the words for a
/// request it refused itself, and a note of each exchange once it is over. Called from the
/// server's thread and from tasks at once.
protocol HTTPHandler: Sendable {
  func respond(to request: HTTPServerRequest) async -> HTTPServerResponse
  /// The answer to a request refused before it was read whole (framing, limits, time).
  func refuse(_ refusal: HTTPRefusal) -> HTTPServerResponse
  func exchangeEnded(_ exchange: HTTPExchange)
}

/// One request and its answer, for the log.
struct HTTPExchange: Sendable {
  /// Nil when the request line could not be read.
  let method: String?
  let target: String?
  let status: Int
  let bytes: Int
  let seconds: Double
}
