import Dispatch
import Synchronization

/// The threads the server's answers run on, as the executor their tasks prefer: answers never
/// wait for Swift's shared pool, which other work (a blocking call anywhere in the process) can
/// fill. Code isolated to an actor still runs there (the scenes on the main actor) and comes back.
final class HTTPWorkers: TaskExecutor, Sendable {
  private let jobs = Mutex<[UnownedJob]>([])
  /// Counts the jobs waiting: a worker takes one only after a wait on it returns.
  private let waiting = DispatchSemaphore(value: 0)

  init(threads: Int) {
    for _ in 0..<max(1, threads) {
      SystemThread.start { [self] in work() }
    }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0.append(job) }
    waiting.signal()
  }

  private func work() {
    while true {
      waiting.wait()
      guard let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { continue }
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
