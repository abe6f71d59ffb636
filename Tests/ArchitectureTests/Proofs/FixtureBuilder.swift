import Foundation

#if canImport(ArchitectureChecker)
  @testable import ArchitectureChecker
#endif

/// Lays out one fixture package (the clean base with a case's files over it) in a temporary
/// directory and compiles its targets with `swiftc` (C targets with `clang`), in dependency
/// order, writing an index store. Compiling directly is several times faster than `swift build`
/// for packages this small. A package the fixture depends on lives in its `Dependencies/` folder
/// and is compiled first; its products are named after its targets.
struct FixtureBuilder {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")
  /// The fixtures' own map, whatever map the package holding the suite has.
  static let defaultRingMap = fixtures.appendingPathComponent("rings.json")

  struct Built {
    let root: URL
    let indexStore: String
    let check: ArchitectureCheck
  }

  /// Builds `name` (a folder under Fixtures/) over `Fixtures/Clean`.
  static func build(_ name: String) throws -> Built {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent(
      "architecture-\(name)-\(UUID().uuidString)")
    let root = work.appendingPathComponent("package")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: fixtures.appendingPathComponent("Clean"), to: root)
    // A case may name in `base` another case whose files it shares (the same sources under
    // another map); the base goes first, the case's own files over it.
    let base = fixtures.appendingPathComponent(name).appendingPathComponent("base")
    if let shared = try? String(contentsOf: base, encoding: .utf8) {
      try overlay(fixtures.appendingPathComponent(shared.trimmingCharacters(in: .whitespacesAndNewlines)), onto: root)
    }
    if name != "Clean" { try overlay(fixtures.appendingPathComponent(name), onto: root) }
    if !FileManager.default.fileExists(atPath: root.appendingPathComponent("rings.json").path) {
      try FileManager.default.copyItem(at: defaultRingMap, to: root.appendingPathComponent("rings.json"))
    }
    let scratch = work.appendingPathComponent("scratch")
    let package = try PackageSnapshot.describe(packageAt: root, scratch: scratch)
    let modules = work.appendingPathComponent("modules")
    let index = work.appendingPathComponent("index")
    try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
    let dependencies = root.appendingPathComponent("Dependencies")
    var packages: [PackageSnapshot] = []
    for name in (try? FileManager.default.contentsOfDirectory(atPath: dependencies.path).sorted()) ?? [] {
      packages.append(
        try PackageSnapshot.describe(
          packageAt: dependencies.appendingPathComponent(name), scratch: scratch.appendingPathComponent(name)))
    }
    packages.append(package)
    // Every C target's headers, for the Swift targets that import its module.
    let headers = packages.flatMap { package in
      package.targets.filter(\.isClang).flatMap { target in
        [
          "-I",
          URL(fileURLWithPath: package.path).appendingPathComponent(target.path).appendingPathComponent("include").path,
        ]
      }
    }
    // Targets another platform would build (a fixture's `unbuilt` file names them): no index.
    let unbuilt = Set(
      ((try? String(
        contentsOf: fixtures.appendingPathComponent(name).appendingPathComponent("unbuilt"), encoding: .utf8))
        ?? "").split(whereSeparator: \.isWhitespace).map(String.init))
    for package in packages {
      for target in try order(package.targets.filter { !$0.isTest && !$0.isPlugin && !unbuilt.contains($0.name) }) {
        let objects = modules.appendingPathComponent(target.name)
        try FileManager.default.createDirectory(at: objects, withIntermediateDirectories: true)
        if target.isClang {
          for source in package.sourceFiles(of: target) {
            _ = try Shell.run(
              "clang",
              [
                "-c", source, "-index-store-path", index.path, "-o",
                URL(fileURLWithPath: source).lastPathComponent + ".o",
              ]
                + headers, in: objects)
          }
          continue
        }
        _ = try Shell.run(
          "swiftc",
          [
            "-parse-as-library", "-module-name", target.name, "-package-name", "fixture", "-emit-module",
            "-emit-module-path", modules.appendingPathComponent("\(target.name).swiftmodule").path,
            "-I", modules.path, "-index-store-path", index.path, "-c",
          ] + headers + package.sourceFiles(of: target),
          in: objects)
      }
    }
    return Built(
      root: root, indexStore: index.path,
      check: ArchitectureCheck(
        root: root, ringMap: root.appendingPathComponent("rings.json"), indexStore: index, scratch: scratch))
  }

  private static func overlay(_ source: URL, onto root: URL) throws {
    let files = FileManager.default.enumerator(at: source, includingPropertiesForKeys: [.isRegularFileKey])
    while let file = files?.nextObject() as? URL {
      guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
        !["expected.txt", "base", "unbuilt"].contains(file.lastPathComponent)
      else { continue }
      let relative = SourceIndex.relative(file.standardizedFileURL.path, to: source)
      let destination = root.appendingPathComponent(relative)
      try FileManager.default.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      if FileManager.default.fileExists(atPath: destination.path) {
        try FileManager.default.removeItem(at: destination)
      }
      try FileManager.default.copyItem(at: file, to: destination)
    }
  }

  /// Targets with their dependencies first; dependencies on other packages are built before.
  private static func order(_ targets: [PackageSnapshot.Target]) throws -> [PackageSnapshot.Target] {
    var ordered: [PackageSnapshot.Target] = []
    var remaining = targets
    while !remaining.isEmpty {
      let done = Set(ordered.map(\.name))
      guard let next = remaining.firstIndex(where: { ($0.targetDependencies ?? []).allSatisfy(done.contains) }) else {
        throw Shell.Failure(description: "the fixture's targets depend on each other in a cycle")
      }
      ordered.append(remaining.remove(at: next))
    }
    return ordered
  }
}
