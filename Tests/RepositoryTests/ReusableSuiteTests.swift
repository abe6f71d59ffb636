import Foundation
import Testing

/// The dependency-direction suite is written for any package: its engine, rules, reports, tool,
/// plugin and test name nothing of this repository (its fixtures are packages of their own, and `rings.json` is
/// the one file an adopter replaces), and `scripts/check-architecture` checks a package in one
/// command, with the exit status a CI step needs.
@Suite struct ReusableSuiteTests {
  static let suite = RepositoryScript.root.appendingPathComponent("Tests/ArchitectureTests")

  /// Every ring and target name of this repository's map.
  static func repositoryNames() throws -> Set<String> {
    let map = try JSONSerialization.jsonObject(with: Data(contentsOf: suite.appendingPathComponent("rings.json")))
    let rings = (map as? [String: Any])?["rings"] as? [[String: Any]] ?? []
    return Set(rings.flatMap { ring in [ring["name"] as? String ?? ""] + (ring["targets"] as? [String] ?? []) })
      .subtracting([""])
  }

  @Test func theReusableSourcesNameNothingOfThisRepository() throws {
    let names = try Self.repositoryNames()
    #expect(names.count >= 4)
    let checker = RepositoryScript.root.appendingPathComponent("ArchitectureChecker")
    let folders =
      ["Engine", "Rules", "Reports", "Tool"].map { checker.appendingPathComponent($0) } + [
        RepositoryScript.root.appendingPathComponent("Plugins/CheckArchitecturePlugin")
      ]
    var files = [Self.suite.appendingPathComponent("PackageArchitectureTests.swift")]
    for folder in folders {
      files += try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
    }
    #expect(files.count > 10)
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for name in names {
        #expect(!text.contains(name), "\(file.lastPathComponent) names \(name), a ring or target of this repository")
      }
    }
  }

  /// docs/ARCHITECTURE-TESTS.md's three adoption steps, as written there (its shell block and its
  /// test target line), on a scratch copy of the clean fixture package: only what runs is copied,
  /// and the package's own `swift test` then runs the suite and passes.
  @Test func theAdoptionGuideWorksAsWritten() throws {
    let guide = try String(
      contentsOf: RepositoryScript.root.appendingPathComponent("docs/ARCHITECTURE-TESTS.md"), encoding: .utf8)
    let section = try #require(
      guide.components(separatedBy: "## Adopt it in three steps").dropFirst().first?.components(separatedBy: "\n## ")
        .first)
    let blocks = section.components(separatedBy: "```")
    let shell = try #require(blocks.firstIndex { $0.hasPrefix("sh\n") }.map { String(blocks[$0].dropFirst(3)) })
    // The copy-in route's test target (the plugin route's `.package` line comes first).
    let target = try #require(
      blocks.first { $0.hasPrefix("swift\n") && $0.contains(".testTarget") }.map {
        $0.dropFirst(6).trimmingCharacters(in: .whitespacesAndNewlines)
      })
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("adopt-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    try FileManager.default.copyItem(at: Self.suite.appendingPathComponent("Fixtures/Clean"), to: work)
    try? FileManager.default.removeItem(at: work.appendingPathComponent("expected.txt"))
    let manifest = try String(contentsOf: work.appendingPathComponent("Package.swift"), encoding: .utf8)
    let closing = try #require(manifest.range(of: "\n  ]\n)", options: .backwards))
    try Data(manifest.replacingCharacters(in: closing, with: "\n    \(target)\n  ]\n)").utf8)
      .write(to: work.appendingPathComponent("Package.swift"))

    let steps = shell.replacingOccurrences(of: "/path/to/catalog", with: RepositoryScript.root.path)
    #expect(try Self.run("/bin/bash", ["-euc", steps], in: work).status == 0)
    let copied = try FileManager.default.subpathsOfDirectory(
      atPath: work.appendingPathComponent("ArchitectureTests").path)
    #expect(!copied.contains { $0.hasPrefix("Fixtures") || $0.hasPrefix("Proofs") }, "only what runs is copied")
    // As many files as the guide says a team copies.
    let said = try #require(section.firstMatch(of: /the one test file, (\d+) files/).flatMap { Int($0.output.1) })
    #expect(copied.filter { $0.hasSuffix(".swift") }.count == said)
    try FileManager.default.copyItem(
      at: Self.suite.appendingPathComponent("Fixtures/rings.json"),
      to: work.appendingPathComponent("ArchitectureTests/rings.json"))

    let tested = try Self.run("/usr/bin/env", ["swift", "test", "--filter", "ArchitectureTests"], in: work)
    #expect(tested.status == 0, "\(tested.output.suffix(3000))")
    #expect(tested.output.contains("Test thePackageCanBeChecked() passed"), "\(tested.output.suffix(3000))")
  }

  static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> RepositoryScript.Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return RepositoryScript.Result(
      output: String(decoding: data, as: UTF8.self), errors: "", status: process.terminationStatus)
  }

  @Test func checkArchitectureFindsNoViolationInThisRepository() throws {
    let result = try RepositoryScript.run("check-architecture", [".", "--no-build"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.isEmpty)
    #expect(result.errors.contains("no violations in \(RepositoryScript.root.path)"))
  }

  @Test func checkArchitectureSaysWhyItCannotCheck() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-package-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let notAPackage = try RepositoryScript.run("check-architecture", [empty.path])
    #expect(notAPackage.status == 2)
    #expect(notAPackage.errors.contains("error: no Package.swift in \(empty.path)"))

    try Data("// swift-tools-version: 6.0\n".utf8).write(to: empty.appendingPathComponent("Package.swift"))
    let noMap = try RepositoryScript.run("check-architecture", [empty.path])
    #expect(noMap.status == 2)
    #expect(noMap.errors.contains("error: no ring map for \(empty.path): write a starting one with --init"))
  }

  @Test func checkArchitecturePrintsEachViolationOnceWithAPathThatOpens() throws {
    // This repository with a map that bans Foundation's I/O from the outermost ring too.
    let names = try Self.repositoryNames()
    let map = try String(contentsOf: Self.suite.appendingPathComponent("rings.json"), encoding: .utf8)
    let strict = map.replacingOccurrences(
      of: "\"imports\": [\"*\"], \"pure\": false", with: "\"imports\": [\"*\"], \"pure\": true")
    #expect(strict != map && names.contains("ExternalInterfaces"))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("strict-rings-\(UUID().uuidString).json")
    try Data(strict.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    // A folder of its own: not the repository nor any folder above it (the repository may live in /tmp).
    let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("elsewhere-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: elsewhere) }
    let result = try RepositoryScript.run(
      "check-architecture", [RepositoryScript.root.path, "--rings", file.path, "--no-build"], in: elsewhere)
    #expect(result.status == 1)
    let lines = result.output.split(separator: "\n")
    #expect(lines.count > 10)
    #expect(Set(lines).count == lines.count, "each diagnostic once")
    for line in lines {
      // From another folder the paths are absolute, so an editor opens the file they name.
      let path = String(line.prefix { $0 != ":" })
      #expect(path.hasPrefix("/") && FileManager.default.fileExists(atPath: path), "\(line)")
      #expect(line.contains(": error: [io] "))
      // With every ring pure there is no ring to move I/O to, and the fix says so.
      #expect(line.contains("so mark the ring that should do it \"pure\": false."), "\(line)")
    }
  }
}
