#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The descriptors the server keeps out of its connections' reach (`DescriptorLimit.reserve`),
/// so that what else the process opens finds some: a writer's lock and files, a database's
/// connections, and Dispatch's reads of `/proc`, without which its pool's monitor stops the
/// process (SIGILL). Used on the event loop's thread only.
final class DescriptorReserve {
  /// Kept open for the moment no other is left: then given up to accept the clients waiting and
  /// tell them 503, and left given up while the listener rests, so the process has one free.
  private var spare = DescriptorReserve.openNothing()
  /// Descriptors from here up are left free; read at start (`prlimit` may lower the limit later,
  /// which the spare meets).
  private let ceiling = Int32(clamping: DescriptorLimit.current() - DescriptorLimit.reserve)

  /// Whether a connection given `descriptor` may be kept: below the ceiling and, while the spare
  /// is given up, with another descriptor free beside it.
  func admits(_ descriptor: Int32) -> Bool {
    guard descriptor < ceiling else { return false }
    return spare >= 0 || Self.anotherIsFree()
  }

  /// Gives the spare up; false when it was given up already.
  func release() -> Bool {
    guard spare >= 0 else { return false }
    close(spare)
    spare = -1
    return true
  }

  /// Takes the spare again as the listener wakes, if a descriptor stays free beside it.
  func retake() {
    guard spare < 0 else { return }
    let taken = Self.openNothing()
    guard taken >= 0 else { return }
    if Self.anotherIsFree() { spare = taken } else { close(taken) }
  }

  deinit {
    if spare >= 0 { close(spare) }
  }

  /// Whether the process could open one more descriptor now.
  private static func anotherIsFree() -> Bool {
    let probe = openNothing()
    guard probe >= 0 else { return false }
    close(probe)
    return true
  }

  private static func openNothing() -> Int32 {
    open("/dev/null", O_RDONLY | O_CLOEXEC)
  }
}
