import Foundation
import Testing

#if canImport(ArchitectureChecker)
  @testable import ArchitectureChecker
#endif

/// The rules over the package this folder is in, with the ring map beside this file
/// (`rings.json`). To check another package from here, set `ARCHITECTURE_PACKAGE` to its root
/// and `ARCHITECTURE_RINGS` to its map; `ARCHITECTURE_INDEX_STORE` overrides where the index is
/// read (docs/ARCHITECTURE-TESTS.md).
@Suite struct PackageArchitectureTests {
  static let suiteFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// One run shared by the tests below; each reports its own rule.
  static let report: Result<ArchitectureCheck.Report, ArchitectureCheck.Failure> = CheckSettings.suiteCheck(
    suiteFolder: suiteFolder, environment: ProcessInfo.processInfo.environment,
    runningBinary: CommandLine.arguments.first
  ).flatMap { check in Result { () throws(ArchitectureCheck.Failure) in try check.run() } }

  /// Whether the rules ran; when they could not, `thePackageCanBeChecked` says why, once.
  static var ran: Bool { (try? report.get()) != nil }

  /// Whether `rule` ran: the optional rules run only when the ring map asks for them.
  static func ran(_ rule: String) -> Bool {
    (try? report.get())?.outcomes.contains { $0.rule == rule } == true
  }

  @Test func thePackageCanBeChecked() throws {
    // What the rules could not see is said, so that nobody mistakes silence for a pass.
    let report = try Self.report.get()
    for line in report.notExamined { print("note: not examined: \(line)") }
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    for (diagnostic, reason) in report.excused {
      print("note: excused: \(diagnostic.rendered(root: report.root, from: here)) (because: \(reason))")
    }
  }

  /// Prints each diagnostic of `rule` once, in the compiler's format (so editors and CI annotate
  /// the line), and fails the test with their count.
  private func expectNone(_ rule: String) throws {
    let report = try Self.report.get()
    let found = report.diagnostics.filter { $0.rule == rule }
    guard !found.isEmpty else { return }
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    print(found.map { $0.rendered(root: report.root, from: here) }.joined(separator: "\n"))
    Issue.record(
      "\(found.count) [\(rule)] violation\(found.count == 1 ? "" : "s"), printed on standard output in the compiler's format"
    )
  }

  @Test(.enabled(if: ran)) func theIndexCoversEverySourceFile() throws { try expectNone("index") }
  @Test(.enabled(if: ran)) func noRuleIsVacuous() throws { try expectNone("vacuous") }
  @Test(.enabled(if: ran("graph"))) func targetsFormTheRingsAndPointInward() throws { try expectNone("graph") }
  @Test(.enabled(if: ran("imports"))) func importsStayWithinEachRing() throws { try expectNone("imports") }
  @Test(.enabled(if: ran("references"))) func filesOfFolderLayersReferenceInward() throws {
    try expectNone("references")
  }
  @Test(.enabled(if: ran("io"))) func innerRingsDoNoIO() throws { try expectNone("io") }
  @Test(.enabled(if: ran("placement"))) func typesLiveInTheRingOfTheirRole() throws { try expectNone("placement") }
  @Test(.enabled(if: ran("collaboration"))) func collaboratorsAreHeldThroughProtocols() throws {
    try expectNone("collaboration")
  }
  @Test(.enabled(if: ran("layout"))) func theOuterRingIsLaidOutByScene() throws { try expectNone("layout") }
  @Test(.enabled(if: ran("contracts"))) func theMapsContractsHold() throws { try expectNone("contracts") }
  @Test(.enabled(if: ran)) func theBaselineOnlyShrinks() throws { try expectNone("baseline") }
}
