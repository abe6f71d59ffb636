#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A buffered writer on a file descriptor: large outputs (every product as JSON) go out in big
/// writes instead of one system call per line.
@MainActor
final class FileDescriptorSink: TextSink {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private static let capacity = 1 << 16

  init(descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(Self.capacity)
  }

  func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.capacity { flush() }
  }

  func write(bytes: [UInt8]) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.capacity { flush() }
  }

  func flush() {
    var offset = 0
    while offset < buffer.count {
      let written = buffer[offset...].withUnsafeBytes { bytes in
        systemWrite(descriptor, bytes.baseAddress, bytes.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        break  // The reader went away (EPIPE) or the disk is full: nothing more can be said.
      }
      offset += written
    }
    buffer.removeAll(keepingCapacity: true)
  }
}

/// The POSIX `write`, named apart from `TextSink.write` so calls inside the sink are unambiguous.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
