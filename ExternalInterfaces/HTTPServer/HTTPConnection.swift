/// One client's connection, as the event loop keeps it between polls.
struct HTTPConnection {
  enum Phase: Equatable {
    /// Reading a request (or waiting for the next one).
    case reading
    /// A request was read whole; its answer is being worked out.
    case answering
    case writing
  }

  let generation: Int
  var phase = Phase.reading
  /// When the phase's time is up.
  var deadline: Double
  var input: [UInt8] = []
  /// The answer being sent: its head, then its body; `written` counts bytes of both.
  var output: [UInt8] = []
  var outputBody: [UInt8] = []
  var written = 0
  /// When the current request's first byte arrived.
  var started: Double?
  var readingBody = false
  var sentContinue = false
  var closeAfterWrite = false
  var request: (method: String, target: String, keepAlive: Bool)?
  /// The first line of a request refused before it was read, for the log.
  var refusedLine: String?
  var answer: (status: Int, bytes: Int)?

  init(generation: Int, deadline: Double) {
    self.generation = generation
    self.deadline = deadline
  }

  /// Ready for the next request on the same connection.
  mutating func finishExchange(idleUntil deadline: Double) {
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
