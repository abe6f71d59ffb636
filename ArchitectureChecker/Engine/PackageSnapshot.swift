import Foundation

/// The package as SwiftPM declares it, read with `swift package describe --type json`: the target
/// graph the compiler builds, not a reading of Package.swift's text.
struct PackageSnapshot: Decodable {
  struct Target: Decodable {
    let name: String
    let type: String
    /// `SwiftTarget`, `ClangTarget`, `PluginTarget`, `BinaryTarget`.
    let moduleType: String?
    let path: String
    let sources: [String]
    // Keys are omitted from the JSON when empty.
    let targetDependencies: [String]?
    let productDependencies: [String]?

    var isTest: Bool { type == "test" }
    /// A plugin is compiled for the build host, apart from the package, and never indexed.
    var isPlugin: Bool { type == "plugin" }
    var isClang: Bool { moduleType == "ClangTarget" }
  }

  struct Dependency: Decodable {
    let identity: String?
    let url: String?
    let path: String?
  }

  let name: String
  let path: String
  let targets: [Target]
  let dependencies: [Dependency]

  /// Describes the package at `root`. A private scratch path keeps this from waiting on the
  /// `.build` lock of a `swift test` that is running this very suite.
  static func describe(packageAt root: URL, scratch: URL) throws -> PackageSnapshot {
    let output = try Shell.run(
      "swift", ["package", "--package-path", root.path, "--scratch-path", scratch.path, "describe", "--type", "json"])
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode(PackageSnapshot.self, from: Data(output.utf8))
  }

  /// Absolute paths of a target's sources.
  func sourceFiles(of target: Target) -> [String] {
    let base = URL(fileURLWithPath: path).appendingPathComponent(target.path)
    return target.sources.map { base.appendingPathComponent($0).standardizedFileURL.path }
  }
}
