import Foundation
import Testing

/// The rules over this repository, or over another package: set `ARCHITECTURE_PACKAGE` to its
/// root, `ARCHITECTURE_RINGS` to its ring map and, if it is not `<root>/.build/debug/index/store`,
/// `ARCHITECTURE_INDEX_STORE` (docs/ARCHITECTURE-TESTS.md).
@Suite struct RepositoryArchitectureTests {
  static let suiteFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  static let target: ArchitectureCheck = {
    let environment = ProcessInfo.processInfo.environment
    let root =
      environment["ARCHITECTURE_PACKAGE"].map { URL(fileURLWithPath: $0) }
      ?? suiteFolder.deletingLastPathComponent().deletingLastPathComponent()
    return ArchitectureCheck(
      root: root.standardizedFileURL,
      ringMap: environment["ARCHITECTURE_RINGS"].map { URL(fileURLWithPath: $0) }
        ?? suiteFolder.appendingPathComponent("rings.json"),
      indexStore: environment["ARCHITECTURE_INDEX_STORE"]
        ?? root.appendingPathComponent(".build/debug/index/store").path,
      scratch: FileManager.default.temporaryDirectory.appendingPathComponent("architecture-describe-\(getpid())"))
  }()

  /// One run shared by the tests below; each reports its own rule.
  static let report: Result<ArchitectureCheck.Report, any Error> = Result { try target.run() }

  private func diagnostics(of rules: Set<String>) throws -> [Diagnostic] {
    let report = try Self.report.get()
    return report.diagnostics.filter { rules.contains($0.rule) }
  }

  private func expectNone(_ rules: Set<String>) throws {
    let found = try diagnostics(of: rules)
    // Compiler format on standard output, so editors and CI annotate the lines.
    for diagnostic in found { print(diagnostic) }
    #expect(found.isEmpty, Comment(rawValue: found.map(\.description).joined(separator: "\n")))
  }

  @Test func theIndexCoversEverySourceFile() throws { try expectNone(["index"]) }
  @Test func noRuleIsVacuous() throws { try expectNone(["vacuous"]) }
  @Test func targetsFormTheRingsAndPointInward() throws { try expectNone(["graph"]) }
  @Test func importsStayWithinEachRing() throws { try expectNone(["imports"]) }
  @Test func innerRingsDoNoIO() throws { try expectNone(["io"]) }
  @Test func typesLiveInTheRingOfTheirRole() throws { try expectNone(["placement"]) }
  @Test func collaboratorsAreHeldThroughProtocols() throws { try expectNone(["collaboration"]) }
  @Test func theOuterRingIsLaidOutByScene() throws { try expectNone(["layout"]) }

  @Test func everyRuleExaminedSomething() throws {
    for outcome in try Self.report.get().outcomes {
      #expect(outcome.examined > 0, "rule [\(outcome.rule)] examined no \(outcome.unit)")
    }
  }
}
