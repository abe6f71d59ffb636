import Foundation
import Testing

/// Proof that every rule can fail: each fixture under Fixtures/ yields exactly the diagnostics in
/// its `expected.txt`, and the clean package yields none. Rewrite the expectations after an
/// intended change with `ARCHITECTURE_UPDATE_GOLDEN=1 swift test --filter FixtureProofTests`.
@Suite struct FixtureProofTests {
  static let cases = [
    "Clean", "OutwardTargetEdge", "TransitiveImport", "ForbiddenImports", "IOInInnerRings", "NotCodeImports",
    "ExportedImport", "InteractorInApplicationLogic", "PresenterHoldsConcreteInteractor", "TargetInNoRing",
    "RingMatchesNothing", "RuleMatchesNothing", "SceneLayoutDrift",
  ]
  /// Fixtures whose point is that nothing is flagged.
  static let clean: Set<String> = ["Clean", "NotCodeImports"]

  @Test func everyFixtureFolderIsACase() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: FixtureBuilder.fixtures.path)
    #expect(Set(folders) == Set(Self.cases))
  }

  @Test(arguments: cases)
  func fixtureYieldsExactlyItsExpectedDiagnostics(_ name: String) throws {
    let built = try FixtureBuilder.build(name)
    defer { try? FileManager.default.removeItem(at: built.root.deletingLastPathComponent()) }
    let actual = try built.check.run().text
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

  @Test func aMissingIndexFailsInsteadOfPassing() throws {
    let built = try FixtureBuilder.build("Clean")
    defer { try? FileManager.default.removeItem(at: built.root.deletingLastPathComponent()) }
    let empty = built.root.deletingLastPathComponent().appendingPathComponent("empty-index")
    try FileManager.default.createDirectory(
      at: empty.appendingPathComponent("v5/units"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: empty.appendingPathComponent("v5/records"), withIntermediateDirectories: true)
    let check = ArchitectureCheck(
      root: built.root, ringMap: built.check.ringMap, indexStore: empty.path, scratch: built.check.scratch)
    let report = try check.run()
    #expect(report.diagnostics.filter { $0.rule == "index" }.count == 5)
    #expect(report.diagnostics.contains { $0.rule == "vacuous" && $0.message.contains("[io]") })
  }

  @Test func aStaleIndexFailsInsteadOfPassing() throws {
    let built = try FixtureBuilder.build("Clean")
    defer { try? FileManager.default.removeItem(at: built.root.deletingLastPathComponent()) }
    let file = built.root.appendingPathComponent("BusinessLogic/ItemRepository.swift")
    try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: file.path)
    let report = try built.check.run()
    #expect(
      report.diagnostics.map(\.description) == [
        "BusinessLogic/ItemRepository.swift:1:1: error: [index] the index is older than this file; build the package (swift build) again"
      ])
  }
}
