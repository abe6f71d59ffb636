/// One client's connection, as the event loop keeps it between polls. A class, so the loop
/// appends what arrives to the one buffer in place: a copy of the struct would copy the whole
/// buffer on every read, and a client sending a byte at a time would make that quadratic.
final class HTTPConnection {
  enum Phase: Equatable {
    /// Reading a request (or waiting for the next one).
    case reading
    /// A request was read whole; its answer is being worked out.
    case answering
    case writing
    /// The answer to a refused request is sent and the write side shut: what the client still
    /// sends is read and dropped for a moment, so closing does not reset the connection before
    /// the client has read the answer.
    case lingering
  }

  let generation: Int
  /// The address the connection comes from (the TCP peer).
  let peer: String
  var phase = Phase.reading
  /// When the phase's time is up.
  var deadline: Double
  var input: [UInt8] = []
  /// How far the request in `input` has been read.
  var reader: HTTPRequestReader
  /// The answer being sent: its head, then its body; `written` counts bytes of both.
  var output: [UInt8] = []
  var outputBody: [UInt8] = []
  var written = 0
  /// When the current request's first byte arrived.
  var started: Double?
  var readingBody = false
  var sentContinue = false
  var closeAfterWrite = false
  /// The request was refused before it was read whole: its client may still be sending.
  var refused = false
  var request: (method: String, target: String, keepAlive: Bool)?
  /// The first line of a request refused before it was read, for the log.
  var refusedLine: String?
  var answer: (status: Int, bytes: Int)?
  /// Bytes dropped while lingering.
  var discarded = 0

  init(generation: Int, peer: String, deadline: Double, parser: HTTPRequestParser) {
    self.generation = generation
    self.peer = peer
    self.deadline = deadline
    self.reader = HTTPRequestReader(parser: parser)
  }

  /// Ready for the next request on the same connection.
  func finishExchange(idleUntil deadline: Double) {
    phase = .reading
    self.deadline = deadline
    output = []
    outputBody = []
    written = 0
    started = nil
    request = nil
    answer = nil
    refusedLine = nil
  }

  /// The target of the request line at the start of `bytes`, when it has one (for the log).
  static func requestLine(_ bytes: [UInt8]) -> String? {
    let line = bytes.prefix(2048).split(separator: UInt8(ascii: "\n"), maxSplits: 1).first ?? []
    let parts = line.split(separator: UInt8(ascii: " "))
    return parts.count >= 2 ? String(decoding: parts[1], as: UTF8.self) : nil
  }
}
