/// What one client may ask of the server: sizes, counts and times. Beyond a size the request
/// is refused with its status (413, 414, 431); beyond a time the connection is answered 408 and
/// closed; beyond the connection count, or beyond one client's share of it, a new connection is
/// answered 503 with `Retry-After`.
struct HTTPServerLimits: Sendable, Equatable {
  /// The request line and every header, together.
  var headBytes = 16 * 1024
  /// The request target alone.
  var targetBytes = 8 * 1024
  var headerCount = 100
  var bodyBytes = 1 << 20
  var connections = 512
  /// Connections one address may hold at once, so that one client cannot take them all (a
  /// trusted proxy's are not counted: it carries many clients).
  var connectionsPerClient = 128
  /// Peers whose `X-Forwarded-For` names the client (a balancer the operator runs); from any
  /// other peer the field is ignored, since anyone can write it.
  var trustedProxies: Set<String> = []
  /// From a request's first byte to the end of its headers: a client that trickles them
  /// (slowloris) holds a buffer for this long, never a worker.
  var headSeconds = 10.0
  /// From the end of the headers to the end of the body.
  var bodySeconds = 30.0
  /// How long a kept-alive connection may wait for its next request.
  var idleSeconds = 5.0
  /// How long an answer may take to be read by its client.
  var writeSeconds = 30.0
  /// How long a refused client's further bytes are read and dropped before the connection is
  /// closed, so the refusal reaches it rather than a reset.
  var lingerSeconds = 2.0
  /// How long a stop waits for the requests in flight.
  var drainSeconds = 10.0
}
