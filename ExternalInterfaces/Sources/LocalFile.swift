import BusinessLogic
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole local file with POSIX calls, so that each failure keeps its real cause
/// (missing, a directory, no permission) for the message.
struct LocalFile {
  let path: String

  /// Opens the file for reading, refusing a directory; the caller closes the descriptor.
  func open() throws(CatalogSourceError) -> (descriptor: Int32, status: stat) {
    let descriptor = systemOpen(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Self.failure(errno, path: path) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let code = errno
      close(descriptor)
      throw Self.failure(code, path: path)
    }
    if (status.st_mode & S_IFMT) == S_IFDIR {
      close(descriptor)
      throw Self.failure(EISDIR, path: path)
    }
    return (descriptor, status)
  }

  func read() throws(CatalogSourceError) -> Data {
    let (descriptor, _) = try open()
    defer { close(descriptor) }
    var data = Data()
    let chunkSize = 1 << 20
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, chunkSize) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Self.failure(errno, path: path)
      }
      if count == 0 { break }
      data.append(contentsOf: chunk[0..<count])
    }
    return data
  }

  /// The message for a failed open or read, with its real cause.
  static func failure(_ code: Int32, path: String) -> CatalogSourceError {
    let remedy: String
    switch code {
    case ENOENT, ENOTDIR:
      remedy = "check the path, or leave out --source and CATALOG_SOURCE to use the embedded catalog"
    case EISDIR:
      remedy = "give the path of a JSON file, not a directory"
    case EACCES, EPERM:
      remedy = "check the file's permissions"
    default:
      remedy = "check that the file can be read"
    }
    let reason = code == EISDIR ? "it is a directory" : String(cString: strerror(code)).lowercased()
    return .unavailable(source: path, reason: reason, remedy: remedy)
  }
}

/// The POSIX `read`, named apart from `LocalFile.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

/// The POSIX `open`, named apart from `LocalFile.open`.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
  open(path, flags)
}
