import Foundation

/// The threads the server's answers run on, as the executor their tasks prefer: answers never
/// wait for Swift's shared pool, which other work (a blocking call anywhere in the process) can
/// fill. Code isolated to an actor still runs there (the scenes on the main actor) and comes back.
final class HTTPWorkers: TaskExecutor, @unchecked Sendable {
  // Unchecked: `jobs` is touched only with `condition` locked.
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []

  init(threads: Int) {
    for index in 0..<max(1, threads) {
      let thread = Thread { [self] in work() }
      thread.name = "catalog.http.worker.\(index)"
      thread.start()
    }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  private func work() {
    while true {
      condition.lock()
      while jobs.isEmpty { condition.wait() }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
