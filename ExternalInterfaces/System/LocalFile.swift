import BusinessLogic

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

/// Reads a whole local file with POSIX calls, so that each failure keeps its real cause
/// (missing, a directory, no permission) for the message. `-` is standard input (clig.dev).
///
/// A source must be a regular file, a pipe or socket, or a terminal: a device such as
/// `/dev/zero` or `/dev/urandom` would never end, and is refused. What comes through a stream
/// is held in memory, so it is capped (`maximumStreamBytes`) as it arrives, and a stream that
/// does not start like a JSON document is not read further than its first chunk.
struct LocalFile {
  let path: String

  static let standardInput = "-"
  static let maximumStreamBytes = 2 << 30

  /// A descriptor of its own on the file `descriptor` is open on, with `flags`: a new open file
  /// description, with its own position and its own `flock` (a `dup` shares both). Through
  /// `/proc/self/fd`, so nil (and `errno` set) where the system has none.
  static func reopen(_ descriptor: Int32, flags: Int32) -> Int32? {
    let reopened = systemOpen("/proc/self/fd/\(descriptor)", flags | O_CLOEXEC)
    return reopened >= 0 ? reopened : nil
  }

  /// How a source is named to people.
  static func displayName(_ path: String) -> String {
    path == standardInput ? "standard input" : LosslessText.displayed(path)
  }

  /// Opens the file for reading, refusing a directory or a device; the caller closes the
  /// descriptor.
  func open() throws(CatalogSourceError) -> (descriptor: Int32, status: stat) {
    let descriptor =
      path == Self.standardInput ? fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3) : systemOpen(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Self.failure(errno, path: path) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let code = errno
      close(descriptor)
      throw Self.failure(code, path: path)
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG, S_IFIFO, S_IFSOCK:
      return (descriptor, status)
    case S_IFCHR where SystemTerminal.isTerminal(descriptor):
      return (descriptor, status)
    case S_IFDIR:
      close(descriptor)
      throw Self.failure(EISDIR, path: path)
    default:
      close(descriptor)
      throw Self.failure(ENODEV, path: path)
    }
  }

  /// The whole file, `limit` bytes at the most (more is `tooLarge`, by default
  /// `streamTooLarge`); a regular file larger than that is refused by its size, unread.
  func read(
    limit: Int = maximumStreamBytes, tooLarge: (Int) -> SourceFailure = SourceFailure.streamTooLarge
  ) throws(CatalogSourceError) -> Data {
    let (descriptor, status) = try open()
    defer { close(descriptor) }
    if status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) > limit {
      throw .unavailable(source: Self.displayName(path), tooLarge(limit))
    }
    var data = Data()
    let chunkSize = 1 << 20
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    var start: [UInt8] = []
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, chunkSize) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Self.failure(errno, path: path)
      }
      if count == 0 { break }
      guard data.count + count <= limit else {
        throw .unavailable(source: Self.displayName(path), tooLarge(limit))
      }
      data.append(contentsOf: chunk[0..<count])
      // Not a catalog (a device's noise, a binary): the reader says so from what is here. White
      // space may come first; after a megabyte of it the stream is read on to the cap unjudged.
      if start.count < 2, data.count - count < chunkSize {
        Self.noteStart(of: chunk[0..<count], in: &start)
        if !Self.mayStartACatalog(start) { break }
      }
    }
    return data
  }

  /// Whether a stream whose first bytes that are not white space are `start` (two, or fewer
  /// while no more have come) may be a catalog: `[` then `{` or `]`, or `{` then `"` or `}`.
  /// One byte alone let one stream of noise in a hundred be read to the cap.
  static func mayStartACatalog(_ start: [UInt8]) -> Bool {
    guard let first = start.first else { return true }
    let second = start.dropFirst().first
    switch first {
    case UInt8(ascii: "["): return second.map { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "]") } ?? true
    case UInt8(ascii: "{"): return second.map { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "}") } ?? true
    default: return false
    }
  }

  /// Adds to `start` the bytes of `chunk` that are not white space, until it holds two: each
  /// chunk is looked at once, however long the white space before them.
  static func noteStart(of chunk: ArraySlice<UInt8>, in start: inout [UInt8]) {
    for byte in chunk where start.count < 2 && ![0x20, 0x0A, 0x0D, 0x09].contains(byte) {
      start.append(byte)
    }
  }

  /// The failure of an open or read, as its real cause.
  static func failure(_ code: Int32, path: String) -> CatalogSourceError {
    let failure: SourceFailure =
      switch code {
      case ENOENT, ENOTDIR: .missing
      case EISDIR: .isDirectory
      case ENODEV: .isDevice
      case EACCES, EPERM: .permissionDenied
      default: .readFailed(systemError: String(cString: strerror(code)).lowercased())
      }
    return .unavailable(source: displayName(path), failure)
  }
}

/// The POSIX `read`, named apart from `LocalFile.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

/// The POSIX `open`, named apart from `LocalFile.open`.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
  LosslessText.withPath(path) { open($0, flags) }
}
