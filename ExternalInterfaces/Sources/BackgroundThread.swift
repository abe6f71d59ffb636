import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Work that must not slow what the user is waiting for: it runs on a thread of its own at the
/// lowest priority (nice 19; on Linux the nice value belongs to the thread), so the scheduler
/// gives the cores to drawing and answering first. The thread ends with the work, so nothing
/// else ever runs at that priority.
enum BackgroundThread {
  static func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
      let thread = Thread {
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
        continuation.resume(returning: work())
      }
      thread.start()
    }
  }
}
