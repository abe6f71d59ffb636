/// Dispatch makes the descriptor behind a clock's timers (a timerfd) when a task first sleeps on
/// that clock. If the process has no descriptor free at that moment, that sleep never wakes, not
/// even once one is freed. A server runs out of descriptors by design (it rests and answers 503)
/// and sleeps while it serves (a writer waiting for the catalog's lock), so it has both clocks'
/// descriptors made before it accepts anyone.
enum TimerDescriptors {
  /// Leaves a day-long sleep pending on each clock, then waits out a short one on each. Dispatch
  /// makes a clock's descriptor when it programs a deadline that has not passed; a short sleep
  /// alone may have passed by the time a loaded machine's manager runs, the pending one has not.
  static func make() async {
    await pending(.continuous)
    await pending(.suspending)
    try? await Task.sleep(for: .milliseconds(1), clock: .continuous)
    try? await Task.sleep(for: .milliseconds(1), clock: .suspending)
  }

  /// Returns once a task is about to sleep a day on `clock`; it is never awaited.
  private static func pending<C: Clock>(_ clock: C) async where C.Instant.Duration == Duration {
    await withCheckedContinuation { started in
      Task.detached {
        started.resume()
        try? await Task.sleep(for: .seconds(86_400), clock: clock)
      }
    }
  }
}
