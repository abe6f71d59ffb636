import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Key bytes from standard input and the signals a full-screen program must handle, as one
/// stream. Signals are taken from their default actions (which would kill the process with the
/// terminal still raw) and delivered as events, the way SwiftPM does it: ignored, then watched
/// by a dispatch source.
@MainActor
final class TerminalEventSource {
  nonisolated static let handledSignals: [Int32] = [SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGCONT]

  let events: AsyncStream<TerminalEvent>
  private let continuation: AsyncStream<TerminalEvent>.Continuation
  private var sources: [any DispatchSourceProtocol] = []
  private let queue = DispatchQueue(label: "catalog.terminal-events")
  private let descriptor: Int32

  init(input descriptor: Int32) {
    self.descriptor = descriptor
    (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    resume()
  }

  /// Stops reading keys and watching signals while another program has the terminal (an
  /// editor): its keys are its own, and a ctrl-c or ctrl-z typed there reaches this process
  /// too, which must neither end nor stop for it. The signals stay ignored; what arrives
  /// meanwhile is dropped, not delivered later.
  func pause() {
    for source in sources { source.cancel() }
    sources = []
  }

  /// Reads keys and watches signals (again, after `pause`).
  func resume() {
    guard sources.isEmpty else { return }
    sources = Self.makeSources(input: descriptor, queue: queue, continuation: continuation)
    for source in sources { source.resume() }
  }

  /// Nonisolated: the handlers run on the event queue, not on the main actor, and a closure
  /// written inside a main-actor method would be checked (and trap) as main-actor code.
  private nonisolated static func makeSources(
    input descriptor: Int32, queue: DispatchQueue, continuation: AsyncStream<TerminalEvent>.Continuation
  ) -> [any DispatchSourceProtocol] {
    var sources: [any DispatchSourceProtocol] = []
    let reader = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
    reader.setEventHandler {
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        continuation.yield(.input(Array(buffer[..<count])))
      } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
        // Readable at end of file until the session cancels this source; finish() ends the stream.
        continuation.yield(.endOfInput)
      }
    }
    sources.append(reader)
    for number in handledSignals {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler {
        switch number {
        case SIGWINCH: continuation.yield(.resize)
        case SIGTSTP: continuation.yield(.suspend)
        case SIGCONT: continuation.yield(.resume)
        default: continuation.yield(.signal(number))
        }
      }
      sources.append(source)
    }
    return sources
  }

  func stop() {
    pause()
    for number in Self.handledSignals { signal(number, SIG_DFL) }
    continuation.finish()
  }
}
