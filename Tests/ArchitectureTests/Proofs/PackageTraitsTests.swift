#if ARCHITECTURE_FIXTURE_PROOFS
  import Foundation
  import Testing

  #if canImport(ArchitectureChecker)
    @testable import ArchitectureChecker
  #endif

  /// Code behind a trait that is off by default is code the index never saw: the check says
  /// which files hold it instead of passing them in silence.
  @Suite struct PackageTraitsTests {
    @Test func theTraitsADefaultBuildLeavesOffAreFound() throws {
      let root = FileManager.default.temporaryDirectory.appendingPathComponent("traits-\(UUID().uuidString)")
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("Sources/Core"), withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: root) }
      let manifest = """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
          name: "Traits",
          traits: [
            .trait(name: "Networking"),
            .trait(name: "Logging", enabledTraits: ["Tracing"]),
            .trait(name: "Tracing"),
            .default(enabledTraits: ["Logging"]),
          ],
          targets: [.target(name: "Core", path: "Sources/Core")]
        )
        """
      try Data(manifest.utf8).write(to: root.appendingPathComponent("Package.swift"))
      try Data("public struct A {}\n".utf8).write(to: root.appendingPathComponent("Sources/Core/A.swift"))
      let scratch = root.appendingPathComponent(".scratch")
      let off = PackageTraits.off(
        packageAt: root, manifest: ManifestText(path: "Package.swift", text: manifest), scratch: scratch)
      // Tracing is on through Logging, the default.
      #expect(off == ["Networking"])
      let plain = ManifestText(path: "Package.swift", text: "// swift-tools-version: 6.0\n")
      #expect(PackageTraits.off(packageAt: root, manifest: plain, scratch: scratch).isEmpty)
    }

    @Test func aFileIsGatedByATraitItsConditionsName() {
      func file(_ path: String, _ text: String) -> SourceIndex.File {
        SourceIndex.File(path: path, target: "Core", occurrences: [], lines: text.split(separator: "\n"))
      }
      let files = [
        file("/p/A.swift", "#if Networking\nimport Foundation\n#endif"),
        file("/p/B.swift", "  #elseif os(Linux) && !NetworkingExtras\n"),
        file("/p/C.swift", "// Networking is off\nlet x = 1"),
        file("/p/D.swift", "#if DEBUG || (Networking && os(macOS))\n#endif"),
        file("/p/E.swift", "let Networking = 1\n#if os(Linux)\n#endif\n#if XNetworking || Networking_2\n#endif"),
        file("/p/F.swift", "let a = 1\r\n\t#if !Networking\r\n#endif"),
      ]
      #expect(
        PackageTraits.gated(files, by: ["Networking"]) == ["Networking": ["/p/A.swift", "/p/D.swift", "/p/F.swift"]])
      #expect(PackageTraits.gated(files, by: []).isEmpty)
    }
  }
#endif
