#if ARCHITECTURE_FIXTURE_PROOFS
  import Foundation
  import Testing

  #if canImport(ArchitectureChecker)
    @testable import ArchitectureChecker
  #endif

  /// The suite finds the package holding it wherever it was copied, and never judges another
  /// package by its own map.
  @Suite struct CheckSettingsTests {
    @Test func thePackageRootIsTheNearestFolderWithAManifest() throws {
      let root = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID().uuidString)")
      let suite = root.appendingPathComponent("ArchitectureTests/Engine")
      try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: root) }
      #expect(CheckSettings.packageRoot(above: suite) == nil)
      try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
      #expect(CheckSettings.packageRoot(above: suite)?.path == root.standardizedFileURL.path)
    }

    @Test func anotherPackageWithoutItsOwnMapIsRefused() throws {
      let result = CheckSettings.suiteCheck(
        suiteFolder: FixtureBuilder.fixtures, environment: ["ARCHITECTURE_PACKAGE": "/elsewhere/Package"],
        runningBinary: nil)
      #expect(throws: ArchitectureCheck.Failure.self) { try result.get() }
      if case .failure(let failure) = result {
        #expect(failure.description.hasPrefix("ARCHITECTURE_PACKAGE is set but ARCHITECTURE_RINGS is not"))
      }
    }

    @Test func theIndexIsTheOneBesideTheRunningTestBinary() throws {
      let root = FileManager.default.temporaryDirectory.appendingPathComponent("binary-\(UUID().uuidString)")
      let build = root.appendingPathComponent("custom-scratch/x86_64-unknown-linux-gnu/debug")
      try FileManager.default.createDirectory(
        at: build.appendingPathComponent("index/store"), withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: root) }
      let binary = build.appendingPathComponent("PackageTests.xctest").path
      #expect(
        CheckSettings.indexStore(of: root, runningBinary: binary).path
          == build.appendingPathComponent("index/store").standardizedFileURL.path)
      #expect(
        CheckSettings.indexStore(of: root, runningBinary: nil).path
          == root.appendingPathComponent(".build/debug/index/store").path)
    }
  }
#endif
