#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A buffered writer on a file descriptor: large outputs (every product as JSON) go out in big
/// writes instead of one system call per line. Every write is checked: a reader that went away
/// ends the process as a broken pipe does (status 141, silently, as `head` expects); any other
/// failure (a full disk, a closed descriptor) is kept in `writeFailure` for the command to
/// report, and nothing more is written.
@MainActor
final class FileDescriptorSink: TextSink {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private static let capacity = 1 << 16
  private(set) var writeFailure: Int32?
  /// Whether the reader may stop reading before the end (a pager the person quit): then a
  /// broken pipe ends the output quietly instead of the process.
  var readerMayLeave = false
  private(set) var readerLeft = false

  init(descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(Self.capacity)
  }

  func write(_ text: String) {
    guard writeFailure == nil, !readerLeft else { return }
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.capacity { flush() }
  }

  func write(bytes: [UInt8]) {
    guard writeFailure == nil, !readerLeft else { return }
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.capacity { flush() }
  }

  func flush() {
    var offset = 0
    while offset < buffer.count, writeFailure == nil {
      let written = buffer[offset...].withUnsafeBytes { bytes in
        systemWrite(descriptor, bytes.baseAddress, bytes.count)
      }
      if written < 0 {
        let code = errno
        if code == EINTR { continue }
        if code == EPIPE {
          guard readerMayLeave else { DeathBySignal.die(of: SIGPIPE) }
          readerLeft = true
          break
        }
        writeFailure = code
      } else {
        offset += written
      }
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// EPIPE means SIGPIPE was ignored by whoever started us; end as if it had not been.

}

/// The POSIX `write`, named apart from `TextSink.write` so calls inside the sink are unambiguous.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
