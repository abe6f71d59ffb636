/// Why a request got no usable answer, before any catalog meaning is given to it.
indirect enum HTTPFailure: Error, Sendable, Equatable {
  case connectionRefused
  case unknownHost(String)
  case timedOut(seconds: Double)
  case redirectLoop
  case tooLarge(limitBytes: Int)
  case cutOff
  case transport(String)
  /// The answer came compressed (`gzip`, …) although it was asked for uncompressed.
  case unrequestedEncoding(String)
  /// The server sent the request elsewhere (`to`, a URL), and it failed there.
  case afterRedirect(to: String, HTTPFailure)
}
