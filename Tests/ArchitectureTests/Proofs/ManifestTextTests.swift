#if ARCHITECTURE_FIXTURE_PROOFS
  import Foundation
  import Testing

  #if canImport(ArchitectureChecker)
    @testable import ArchitectureChecker
  #endif

  /// Issue 58: a finding about the manifest is placed in the manifest SwiftPM read, in the target
  /// that owns the edge, never in another target's list that names the same target.
  @Suite struct ManifestTextTests {
    @Test func theVersionSpecificManifestSwiftPMChoosesIsTheOneRead() throws {
      let root = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: root) }
      func write(_ name: String, tools: String) throws {
        try Data("// swift-tools-version:\(tools)\nimport PackageDescription\n".utf8).write(
          to: root.appendingPathComponent(name))
      }
      try write("Package.swift", tools: "5.0")
      #expect(ManifestText.chosen(in: root, tools: [6, 3]) == "Package.swift")
      try write("Package@swift-5.3.swift", tools: "5.3")
      try write("Package@swift-7.swift", tools: "7.0")
      #expect(ManifestText.chosen(in: root, tools: [6, 3]) == "Package@swift-5.3.swift")
      #expect(ManifestText.chosen(in: root, tools: [7, 0]) == "Package@swift-7.swift")
      #expect(ManifestText.chosen(in: root, tools: [5, 2]) == "Package.swift")
      // A version-specific manifest that declares no newer tools than the plain one is not read.
      try write("Package.swift", tools: "6.0")
      #expect(ManifestText.chosen(in: root, tools: [6, 3]) == "Package.swift")
      #expect(ManifestText.version(ofManifestNamed: "Package@swift-5.10.1.swift") == [5, 10, 1])
      #expect(ManifestText.version(ofManifestNamed: "Package@swift-x.swift") == nil)
      #expect(ManifestText.toolsVersion(of: "import PackageDescription") == [3, 1])
    }

    @Test func anEdgeIsPlacedInTheTargetThatOwnsIt() {
      let manifest = ManifestText(
        path: "Package@swift-5.3.swift",
        text: """
          // swift-tools-version:5.3
          let package = Package(
            name: "Tool",
            targets: [
              .target(name: "App", dependencies: [
                .target(name: "Core"),
                "Networking",
              ]),
              .target(
                name: "Core",
                dependencies: []),
              .target(name: "Feature", dependencies: [
                .target(name: "Core"),
                "Networking",
              ]),
            ]
          )
          """)
      #expect(manifest.declarationLocation(of: "Core") == ("Package@swift-5.3.swift", 9, 5))
      #expect(manifest.dependencyLocation(of: "Networking", in: "Feature") == ("Package@swift-5.3.swift", 14, 7))
      #expect(manifest.dependencyLocation(of: "Core", in: "Feature") == ("Package@swift-5.3.swift", 13, 21))
      #expect(manifest.dependencyLocation(of: "Networking", in: "App") == ("Package@swift-5.3.swift", 7, 7))
    }
  }
#endif
