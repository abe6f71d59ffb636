import Testing

@testable import ExternalInterfaces

/// When a signal to `catalog serve` stops it gracefully and when it ends it at once.
struct StopSignalsTests {
  private let start = ContinuousClock.now

  @Test func theFirstSignalStopsAndABurstIsTheSameRequest() {
    var signals = StopSignals()
    #expect(signals.arrives(at: start) == .stop)
    #expect(signals.arrives(at: start + .milliseconds(5)) == .alreadyStopping)
    #expect(signals.arrives(at: start + .milliseconds(999)) == .alreadyStopping)
  }

  @Test func aSignalASecondAfterTheFirstEndsAtOnce() {
    var signals = StopSignals()
    #expect(signals.arrives(at: start) == .stop)
    #expect(signals.arrives(at: start + .milliseconds(300)) == .alreadyStopping)
    // Counted from the first, so a steady stream of signals cannot postpone the end.
    #expect(signals.arrives(at: start + StopSignals.burst) == .endNow)
  }
}
