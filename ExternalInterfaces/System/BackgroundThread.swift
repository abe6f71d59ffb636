#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Work that must not slow what the user is waiting for: it runs on a thread of its own at the
/// lowest priority (nice 19; on Linux the nice value belongs to the thread), so the scheduler
/// gives the cores to drawing and answering first. The thread ends with the work, so nothing
/// else ever runs at that priority.
/// Blocking work the user is waiting for (a network exchange) runs at `.normal`: on a thread of
/// its own too, so it never holds a thread of Swift's cooperative pool.
enum BackgroundThread {
  enum Priority { case lowest, normal }

  static func run<Value: Sendable>(priority: Priority = .lowest, _ work: @escaping @Sendable () -> Value) async -> Value
  {
    await withCheckedContinuation { continuation in
      SystemThread.start {
        if priority == .lowest { _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19) }
        continuation.resume(returning: work())
      }
    }
  }
}
