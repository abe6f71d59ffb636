import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Fresh folders for tests (linked into ExternalInterfacesTests and EndToEndTests), all under one
/// folder of this test process's own, removed when the process exits: a run leaves nothing in
/// the system's temporary directory, even where a test cannot tidy up after a server it started
/// or a cache the program made.
enum TestFolders {
  /// A new folder, made.
  static func make(_ prefix: String) throws -> URL {
    let folder = fresh(prefix)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A new folder's path, not made: for a folder the program under test makes itself (a cache
  /// directory, which it makes private).
  static func fresh(_ prefix: String) -> URL {
    root.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
  }

  private static let root: URL = {
    let root = folder(of: getpid())
    try? FileManager.default.createDirectory(
      at: root, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    atexit { try? FileManager.default.removeItem(at: folder(of: getpid())) }
    return root
  }()

  private static func folder(of process: pid_t) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("catalog-tests-\(process)")
  }
}
