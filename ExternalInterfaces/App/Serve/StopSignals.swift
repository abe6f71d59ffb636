/// What a SIGINT or SIGTERM to `catalog serve` asks for. The first stops it gracefully. Signals
/// within a second of the first are the same request: `timeout` signals the server and then its
/// process group, so one expiry arrives twice. A signal after that second is someone who will
/// not wait, and ends the process at once.
struct StopSignals {
  enum Action: Equatable {
    case stop
    case alreadyStopping
    case endNow
  }

  static let burst: Duration = .seconds(1)
  private var first: ContinuousClock.Instant?

  mutating func arrives(at instant: ContinuousClock.Instant) -> Action {
    guard let first else {
      self.first = instant
      return .stop
    }
    return instant - first < Self.burst ? .alreadyStopping : .endNow
  }
}
