import Foundation

/// Where the package, its ring map and its index store are, for the suite inside a package and
/// for `check-architecture` pointed at one. Nothing here names a particular package.
enum CheckSettings {
  /// The nearest folder at or above `path` holding a `Package.swift`: the package whose tests
  /// include the suite, wherever the suite was copied to.
  static func packageRoot(above path: URL) -> URL? {
    var folder = path.standardizedFileURL
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        return folder
      }
      folder.deleteLastPathComponent()
    }
    return nil
  }

  /// The store a debug build of `root` writes; a test run names its own build folder by the
  /// running test binary, which may be a custom `--scratch-path`.
  static func indexStore(of root: URL, runningBinary: String?) -> URL {
    if let binary = runningBinary {
      let store = URL(fileURLWithPath: binary).standardizedFileURL.deletingLastPathComponent()
        .appendingPathComponent("index/store")
      if store.path.hasPrefix(root.standardizedFileURL.path + "/"),
        FileManager.default.fileExists(atPath: store.path)
      {
        return store
      }
    }
    return root.appendingPathComponent(".build/debug/index/store")
  }

  /// A scratch folder of this process for `swift package describe`.
  static var scratch: URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("architecture-describe-\(getpid())")
  }

  /// The check the suite runs: the package holding the suite with the map beside it, or, with
  /// `ARCHITECTURE_PACKAGE`, another package, whose map must then be named too.
  static func suiteCheck(suiteFolder: URL, environment: [String: String], runningBinary: String?)
    -> Result<ArchitectureCheck, ArchitectureCheck.Failure>
  {
    let root: URL
    let ringMap: URL
    if let other = environment["ARCHITECTURE_PACKAGE"] {
      root = URL(fileURLWithPath: other).standardizedFileURL
      guard let map = environment["ARCHITECTURE_RINGS"] else {
        return .failure(
          .init(
            description:
              "ARCHITECTURE_PACKAGE is set but ARCHITECTURE_RINGS is not; set it to the ring map of \(root.path). The map beside the suite describes its own package, not that one."
          ))
      }
      ringMap = URL(fileURLWithPath: map)
    } else {
      guard let own = packageRoot(above: suiteFolder) else {
        return .failure(.init(description: "no Package.swift in \(suiteFolder.path) or any folder above it"))
      }
      root = own
      ringMap =
        environment["ARCHITECTURE_RINGS"].map { URL(fileURLWithPath: $0) }
        ?? suiteFolder.appendingPathComponent("rings.json")
    }
    guard FileManager.default.fileExists(atPath: ringMap.path) else {
      return .failure(
        .init(
          description:
            "no ring map at \(ringMap.path); write one for \(root.path) (docs/ARCHITECTURE-TESTS.md, \"Write the ring map\")"
        ))
    }
    let indexStore =
      environment["ARCHITECTURE_INDEX_STORE"].map { URL(fileURLWithPath: $0) }
      ?? indexStore(of: root, runningBinary: environment["ARCHITECTURE_PACKAGE"] == nil ? runningBinary : nil)
    return .success(ArchitectureCheck(root: root, ringMap: ringMap, indexStore: indexStore, scratch: scratch))
  }
}
