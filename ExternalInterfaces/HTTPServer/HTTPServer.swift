import Synchronization

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

/// An HTTP/1.1 server on POSIX sockets: keep-alive and pipelining, every limit of
/// `HTTPServerLimits`, and a graceful stop.
///
/// One thread polls every connection (nonblocking sockets) and reads requests; each whole
/// request is answered by a task, so a slow client holds a buffer, never a worker, and any
/// number of answers are worked on at once. Answers come back to the thread through a mailbox
/// and a wake-up pipe, and are written in the order their requests came on each connection.
final class HTTPServer: Sendable {
  let port: Int
  private let listener: HTTPListener
  private let limits: HTTPServerLimits
  private let wake: (read: Int32, write: Int32)
  private let mailbox = Mutex(Mailbox())
  /// Where answers are worked out; the threads live as long as the process.
  let workers = HTTPWorkers(threads: 2)

  struct Mailbox: Sendable {
    var answers: [(connection: Int32, generation: Int, response: HTTPServerResponse)] = []
    var stopping = false
    /// The loop is (about to be) asleep in `poll`: only then does news need the pipe.
    var sleeping = false
  }

  /// Whether the server's thread has ended, and who waits for it to.
  private let ending = Mutex<(ended: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

  enum Failure: Error, Equatable {
    case system(call: String, errno: Int32)
  }

  init(listener: HTTPListener, limits: HTTPServerLimits) throws(Failure) {
    guard let ends = ClosedOnExecPipe.make() else { throw .system(call: "pipe", errno: errno) }
    for end in [ends.read, ends.write] {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    self.listener = listener
    self.port = listener.port
    self.limits = limits
    self.wake = ends
  }

  /// Serves until `stop()`, then answers the requests in flight and returns.
  func serve(_ handler: any HTTPHandler) async {
    start(handler)
    await ended()
  }

  /// Starts serving on a thread of the server's own, now, without waiting for any task to run.
  func start(_ handler: any HTTPHandler) {
    SystemThread.start { [self] in
      let loop = HTTPEventLoop(server: self, listener: listener, limits: limits, wake: wake.read, handler: handler)
      loop.run()
      close(wake.read)
      close(wake.write)
      let waiting = ending.withLock { ending in
        ending.ended = true
        defer { ending.waiting = [] }
        return ending.waiting
      }
      for continuation in waiting { continuation.resume() }
    }
  }

  /// Returns once the server has stopped and answered what it had read.
  func ended() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ended = ending.withLock { ending in
        if !ending.ended { ending.waiting.append(continuation) }
        return ending.ended
      }
      if ended { continuation.resume() }
    }
  }

  /// Stops accepting; the requests being answered are answered, then `serve` returns.
  func stop() {
    mailbox.withLock { $0.stopping = true }
    wakeUp()
  }

  func deliver(_ response: HTTPServerResponse, to connection: Int32, generation: Int) {
    let asleep = mailbox.withLock { mailbox in
      mailbox.answers.append((connection, generation, response))
      defer { mailbox.sleeping = false }
      return mailbox.sleeping
    }
    // An awake loop takes the answer on its next turn; a write to the pipe would cost a call.
    if asleep { wakeUp() }
  }

  /// The loop is going to sleep in `poll`: whether it may (nothing arrived since it last looked).
  func mayDoze() -> Bool {
    mailbox.withLock { mailbox in
      mailbox.sleeping = mailbox.answers.isEmpty && !mailbox.stopping
      return mailbox.sleeping
    }
  }

  func wokeUp() {
    mailbox.withLock { $0.sleeping = false }
  }

  func takeMail() -> Mailbox {
    mailbox.withLock { mailbox in
      defer { mailbox.answers = [] }
      return mailbox
    }
  }

  private func wakeUp() {
    var byte: UInt8 = 1
    _ = write(wake.write, &byte, 1)
  }
}
