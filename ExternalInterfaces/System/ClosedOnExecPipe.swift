#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe whose ends are close-on-exec from the moment they exist. `pipe` then `fcntl` leaves
/// a moment in which another thread's child (a test's `Process`, a server's build) inherits an
/// end and holds it open after this process closed its own: a reader then never sees the end.
enum ClosedOnExecPipe {
  /// The reading and writing ends, or nil with `errno` set.
  static func make() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [-1, -1]
    if let pipe2 = Self.pipe2 {
      guard pipe2(&ends, O_CLOEXEC) == 0 else { return nil }
      return (ends[0], ends[1])
    }
    guard pipe(&ends) == 0 else { return nil }
    ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }

  #if canImport(Glibc)
    // Declared only for _GNU_SOURCE, which Swift's Glibc module is not built with.
    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    private static let pipe2: Pipe2? = DynamicLibrary.linkedSymbol("pipe2", as: Pipe2.self)
  #else
    private static let pipe2: ((UnsafeMutablePointer<Int32>, Int32) -> Int32)? = nil
  #endif
}
