#if ARCHITECTURE_FIXTURE_PROOFS
  import Foundation
  import Testing

  #if canImport(ArchitectureChecker)
    @testable import ArchitectureChecker
  #endif

  /// SwiftPM's answers are asked once and kept while what they come from is unchanged: a changed
  /// manifest, environment or file list asks again, and a kept answer is never written through a
  /// link.
  @Suite struct PackageAnswersTests {
    private func package() throws -> URL {
      let root = FileManager.default.temporaryDirectory.appendingPathComponent("answers-\(UUID().uuidString)")
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("Sources/Core"), withIntermediateDirectories: true)
      try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
      try Data("let a = 1\n".utf8).write(to: root.appendingPathComponent("Sources/Core/A.swift"))
      return root
    }

    @Test func anAnswerIsKeptOnlyWhileItsBasisIsUnchanged() throws {
      let root = try package()
      defer { try? FileManager.default.removeItem(at: root) }
      let answers = PackageAnswers(root: root)
      let environment = ["PATH": "/usr/bin", "HOME": "/home/a", "PWD": "/x"]
      let basis = answers.basis(environment: environment)
      answers.keep("dump.json", basis: basis, answer: Data("{\"a\": 1}".utf8))
      #expect(answers.kept("dump.json", basis: { _ in basis }) == Data("{\"a\": 1}".utf8))
      // The shell's own variables change nothing; any other does, as does a manifest's text.
      #expect(answers.basis(environment: environment.merging(["PWD": "/y", "SHLVL": "3"]) { $1 }) == basis)
      #expect(answers.basis(environment: environment.merging(["HOME": "/home/b"]) { $1 }) != basis)
      try Data("// swift-tools-version: 6.1\n".utf8).write(to: root.appendingPathComponent("Package@swift-6.1.swift"))
      let changed = answers.basis(environment: environment)
      #expect(changed != basis)
      #expect(answers.kept("dump.json", basis: { _ in changed }) == nil)
      #expect(answers.kept("other.json", basis: { _ in basis }) == nil)
    }

    @Test func aDescriptionIsKeptWhileNoFileIsAddedOrTakenAway() throws {
      let root = try package()
      defer { try? FileManager.default.removeItem(at: root) }
      let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(name: "Answers", targets: [.target(name: "Core", path: "Sources/Core")])
        """
      try Data(manifest.utf8).write(to: root.appendingPathComponent("Package.swift"))
      let scratch = root.appendingPathComponent(".scratch")
      let first = try PackageSnapshot.describe(packageAt: root, scratch: scratch)
      #expect(first.targets.first?.sources == ["A.swift"])
      let kept = root.appendingPathComponent(".build/architecture/describe.json")
      let written = try #require(FileTime.modified(kept.path))
      #expect(try PackageSnapshot.describe(packageAt: root, scratch: scratch).targets.first?.sources == ["A.swift"])
      #expect(FileTime.modified(kept.path) == written, "asked again though nothing changed")
      try Data("let b = 2\n".utf8).write(to: root.appendingPathComponent("Sources/Core/B.swift"))
      let again = try PackageSnapshot.describe(packageAt: root, scratch: scratch)
      #expect(again.targets.first?.sources.sorted() == ["A.swift", "B.swift"])
      // A copy, kept answers and all, is described where it is.
      let copy = root.deletingLastPathComponent().appendingPathComponent("copy-\(UUID().uuidString)")
      try FileManager.default.copyItem(at: root, to: copy)
      defer { try? FileManager.default.removeItem(at: copy) }
      #expect(try PackageSnapshot.describe(packageAt: copy, scratch: scratch).path == copy.standardizedFileURL.path)
    }

    @Test func aKeptAnswerIsNeverWrittenThroughALink() throws {
      let root = try package()
      let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("elsewhere-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
      defer {
        try? FileManager.default.removeItem(at: root)
        try? FileManager.default.removeItem(at: elsewhere)
      }
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(".build"), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        at: root.appendingPathComponent(".build/architecture"), withDestinationURL: elsewhere)
      let answers = PackageAnswers(root: root)
      answers.keep("dump.json", basis: "b", answer: Data("{}".utf8))
      #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
      #expect(answers.kept("dump.json", basis: { _ in "b" }) == nil)
    }
  }
#endif
