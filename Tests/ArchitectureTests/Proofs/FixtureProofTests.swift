// The proofs compile a package per fixture, about a minute in all: a package that adopts the
// suite turns them on (after changing the engine) with `.define("ARCHITECTURE_FIXTURE_PROOFS")`.
#if ARCHITECTURE_FIXTURE_PROOFS
  import Foundation
  import Testing

  #if canImport(ArchitectureChecker)
    @testable import ArchitectureChecker
  #endif

  /// Proof that every rule can fail, and that each setting of the ring map does what it says:
  /// each fixture under Fixtures/ yields exactly the diagnostics (or the one setup failure) in its
  /// `expected.txt`, and the clean ones yield none. Rewrite the expectations after an intended
  /// change with `ARCHITECTURE_UPDATE_GOLDEN=1 swift test --filter FixtureProofTests`.
  @Suite struct FixtureProofTests {
    static let cases = [
      "Clean", "OutwardTargetEdge", "TransitiveImport", "ForbiddenImports", "AccessLevelImports", "IOInInnerRings",
      "CCallsAll", "CCallsIO", "NotCodeImports", "ExportedImport", "ExportedByDesign", "InteractorInApplicationLogic",
      "PortProtocolWithRoleSuffix", "PresenterHoldsConcreteInteractor", "StructAndActorCollaborators",
      "TargetInNoRing", "IgnoredAndPluginTargets", "PackageDependencyRefused", "PackageDependencyAllowed",
      "MapWithoutOptionalKeys", "MapWithUnknownKey", "RingMatchesNothing", "RuleMatchesNothing", "SceneLayoutDrift",
      "OlderFoundationIO", "PrintIntoAString", "ToolchainModuleNotListed", "SplitImports",
      "ExpectedGaps", "StaleExcuses", "LegacyWithBaseline", "SingleTargetApp",
      "ExceptionsAndContracts", "BannedAndAllowedAPIs", "SliceCycles", "InlineSuppressions", "ToolTargets",
    ]
    /// Fixtures whose point is that nothing is flagged.
    static let clean: Set<String> = [
      "Clean", "NotCodeImports", "ExportedByDesign", "PortProtocolWithRoleSuffix", "IgnoredAndPluginTargets",
      "PackageDependencyAllowed", "MapWithoutOptionalKeys", "PrintIntoAString", "ExpectedGaps",
    ]

    @Test func everyFixtureFolderIsACase() throws {
      let folders = try FileManager.default.contentsOfDirectory(atPath: FixtureBuilder.fixtures.path)
      // The SARIF schema is copied in by scripts/install-test-tools, not a case.
      #expect(Set(folders).subtracting(["sarif-schema-2.1.0.json"]) == Set(Self.cases + ["rings.json"]))
    }

    @Test(arguments: cases)
    func fixtureYieldsExactlyItsExpectedDiagnostics(_ name: String) throws {
      let built = try FixtureBuilder.build(name)
      defer { try? FileManager.default.removeItem(at: built.root.deletingLastPathComponent()) }
      let actual: String
      do { actual = try built.check.run().text } catch { actual = "error: \(error.description)" }
      let expectedFile = FixtureBuilder.fixtures.appendingPathComponent(name).appendingPathComponent("expected.txt")
      if ProcessInfo.processInfo.environment["ARCHITECTURE_UPDATE_GOLDEN"] == "1" {
        try Data((actual.isEmpty ? "" : actual + "\n").utf8).write(to: expectedFile)
        return
      }
      let expected = (try? String(contentsOf: expectedFile, encoding: .utf8)) ?? ""
      #expect(actual == expected.trimmingCharacters(in: .newlines), "\(name)")
      #expect(
        actual.isEmpty == Self.clean.contains(name), "\(name) must \(Self.clean.contains(name) ? "" : "not ")be clean")
    }

    /// What the map says is expected is named in the summary as not examined, with its reason.
    @Test func expectedGapsAreNamedAsNotExamined() throws {
      let built = try FixtureBuilder.build("ExpectedGaps")
      defer { try? FileManager.default.removeItem(at: built.root.deletingLastPathComponent()) }
      let report = try built.check.run()
      #expect(report.diagnostics.isEmpty)
      #expect(
        report.notExamined == [
          "target WASIShim (not built here: built for WASI only; its code is examined on a WASI build)",
          "rule [io] (no ring of this tools package is pure)",
        ])
    }

    /// What an exception excuses is kept with its reason, for `--explain` and the suite's notes.
    @Test func excusedFindingsKeepTheirReasons() throws {
      let built = try FixtureBuilder.build("ExceptionsAndContracts")
      defer { try? FileManager.default.removeItem(at: built.root.deletingLastPathComponent()) }
      let report = try built.check.run()
      #expect(report.excused.map(\.diagnostic.file) == ["DomainEntities/Clock.swift", "DomainEntities/Clock.swift"])
      #expect(report.excused.allSatisfy { $0.reason == "timestamps of the tracing are read here on purpose" })
      #expect(!report.diagnostics.contains { $0.file == "DomainEntities/Clock.swift" })
    }

    @Test func aMissingIndexFailsOnceInsteadOfPassing() throws {
      let built = try FixtureBuilder.build("Clean")
      defer { try? FileManager.default.removeItem(at: built.root.deletingLastPathComponent()) }
      let empty = built.root.deletingLastPathComponent().appendingPathComponent("empty-index")
      try FileManager.default.createDirectory(
        at: empty.appendingPathComponent("v5/units"), withIntermediateDirectories: true)
      try FileManager.default.createDirectory(
        at: empty.appendingPathComponent("v5/records"), withIntermediateDirectories: true)
      let check = ArchitectureCheck(
        root: built.root, ringMap: built.check.ringMap, indexStore: empty, scratch: built.check.scratch)
      let report = try check.run()
      let index = report.diagnostics.filter { $0.rule == "index" }
      #expect(index.count == 1)
      #expect(index.first?.message.contains("run `swift build` in \(built.root.path)") == true)
      #expect(report.diagnostics.contains { $0.rule == "vacuous" && $0.message.contains("[io]") })
    }

    @Test func anAbsentIndexStoreIsOneFailureNamingTheBuild() throws {
      let built = try FixtureBuilder.build("Clean")
      defer { try? FileManager.default.removeItem(at: built.root.deletingLastPathComponent()) }
      let absent = built.root.appendingPathComponent(".build/debug/index/store")
      let check = ArchitectureCheck(
        root: built.root, ringMap: built.check.ringMap, indexStore: absent, scratch: built.check.scratch)
      #expect {
        _ = try check.run()
      } throws: { error in
        "\(error)"
          == "no index store at \(absent.path); run `swift build` in \(built.root.path) (a debug build writes it), then check again"
      }
    }

    @Test func aStaleIndexFailsInsteadOfPassing() throws {
      let built = try FixtureBuilder.build("Clean")
      defer { try? FileManager.default.removeItem(at: built.root.deletingLastPathComponent()) }
      let file = built.root.appendingPathComponent("BusinessLogic/ItemRepository.swift")
      try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: file.path)
      let report = try built.check.run()
      #expect(
        report.diagnostics.map(\.description) == [
          "BusinessLogic/ItemRepository.swift:1:1: error: [index] the index is older than this file; run `swift build` in \(built.root.path) again"
        ])
    }
  }
#endif
