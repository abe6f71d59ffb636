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

/// The file an editor is given, in a folder of its own that `mkdtemp` made (0700: nobody else can
/// add, swap or link a name in it). Each text is written to a new file (the old name removed,
/// the new one made with `O_EXCL | O_NOFOLLOW`), and the saved text is read back only from a
/// regular file of this user's, never through a link, and no larger than `--from` may be.
struct EditorFile {
  let folder: String
  let path: String

  enum Failure: Error, Equatable {
    /// The system's reason.
    case system(String)
    /// The name now holds a link, a device or someone else's file.
    case notOwnRegularFile
    case tooLarge(limitBytes: Int)
  }

  static let limitBytes = ProductFormDocument.largestText

  static func make(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<Self, Failure> {
    let temporary = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = LosslessText.fileSystemBytes(temporary + "/catalog-edit-XXXXXX").map { CChar(bitPattern: $0) } + [0]
    let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
    guard made != nil else { return .failure(.system(Self.reason(errno))) }
    let folder = LosslessText.decode(template.dropLast().map { UInt8(bitPattern: $0) })
    return .success(EditorFile(folder: folder, path: folder + "/product.json"))
  }

  func write(_ text: String) throws(Failure) {
    _ = LosslessText.withPath(path) { unlink($0) }
    let descriptor = LosslessText.withPath(path) {
      open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    }
    guard descriptor >= 0 else { throw .system(Self.reason(errno)) }
    defer { close(descriptor) }
    guard Array(text.utf8).withUnsafeBytes({ CacheFile.writeAll($0, to: descriptor) }) else {
      throw .system(Self.reason(errno))
    }
  }

  func read() throws(Failure) -> String {
    // O_NONBLOCK: a FIFO put in the file's place must not hold the program.
    let descriptor = LosslessText.withPath(path) { open($0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) }
    guard descriptor >= 0 else { throw errno == ELOOP ? .notOwnRegularFile : .system(Self.reason(errno)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .system(Self.reason(errno)) }
    guard status.st_mode & S_IFMT == S_IFREG, status.st_uid == geteuid() else { throw .notOwnRegularFile }
    guard status.st_size <= Self.limitBytes else { throw .tooLarge(limitBytes: Self.limitBytes) }
    // Exactly the size checked: what the file might gain meanwhile is not read.
    guard let bytes = CacheFile.readAll(descriptor, size: Int(status.st_size)) else {
      throw .system("the file got shorter while it was read")
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Removes the file and its folder.
  func remove() {
    _ = LosslessText.withPath(path) { unlink($0) }
    _ = LosslessText.withPath(folder) { rmdir($0) }
  }

  private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
