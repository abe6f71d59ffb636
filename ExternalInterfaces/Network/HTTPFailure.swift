/// Why a request got no usable answer, before any catalog meaning is given to it.
enum HTTPFailure: Error, Sendable, Equatable {
  case connectionRefused
  case unknownHost(String)
  case timedOut(seconds: Double)
  case redirectLoop
  case tooLarge(limitBytes: Int)
  case cutOff
  case transport(String)
}
