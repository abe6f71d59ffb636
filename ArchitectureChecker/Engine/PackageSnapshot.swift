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

  /// Describes the package at `root`: SwiftPM's answer kept from an earlier check while its basis
  /// is unchanged (`PackageAnswers`), else asked again. A private scratch path keeps asking from
  /// waiting on the `.build` lock of a `swift test` that is running this very suite.
  static func describe(packageAt root: URL, scratch: URL) throws -> PackageSnapshot {
    let answers = PackageAnswers(root: root)
    let basis = answers.basis()
    if let kept = answers.kept(
      "describe.json",
      basis: { answer in (try? decoded(answer)).map { basis + answers.files(of: $0) } }),
      let package = try? decoded(kept)
    {
      return package
    }
    let output = try Shell.run(
      "swift", ["package", "--package-path", root.path, "--scratch-path", scratch.path, "describe", "--type", "json"])
    let package = try decoded(Data(output.utf8))
    answers.keep("describe.json", basis: basis + answers.files(of: package), answer: Data(output.utf8))
    return package
  }

  private static func decoded(_ answer: Data) throws -> PackageSnapshot {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode(PackageSnapshot.self, from: answer)
  }

  /// Absolute paths of a target's sources.
  func sourceFiles(of target: Target) -> [String] {
    let base = URL(fileURLWithPath: path).appendingPathComponent(target.path).standardizedFileURL.path
    // Joined as text: a `URL` for each of a large package's files cost a check a twentieth of its
    // time. Only a source with `.` or `..` in it (or an empty step) needs standardizing.
    return target.sources.map { source in
      let joined = base + "/" + source
      return TextSearch.contains(joined[...], "/.") || TextSearch.contains(joined[...], "//")
        ? URL(fileURLWithPath: joined).standardizedFileURL.path : joined
    }
  }
}
