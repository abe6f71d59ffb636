#if ARCHITECTURE_FIXTURE_PROOFS
  import Foundation
  import Testing

  /// A baseline written from findings accepts exactly those findings, wherever their lines move,
  /// and no more: one more of the same kind fails, and one fewer makes the entry a finding.
  @Suite struct BaselineTests {
    let findings = [
      Diagnostic(
        file: "Sources/A.swift", line: 4, column: 2, rule: "io", message: "uses FileManager", subject: "FileManager"),
      Diagnostic(
        file: "Sources/A.swift", line: 9, column: 2, rule: "io", message: "uses FileManager", subject: "FileManager"),
      Diagnostic(file: "Sources/B.swift", line: 1, column: 8, rule: "imports", message: "imports X", subject: "X"),
      Diagnostic(file: "Package.swift", line: 1, column: 1, rule: "index", message: "no index"),
    ]

    func written(_ diagnostics: [Diagnostic]) throws -> Baseline {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID()).json")
      defer { try? FileManager.default.removeItem(at: file) }
      try Data(Baseline.encode(diagnostics).utf8).write(to: file)
      return try Baseline.load(from: file, named: "architecture-baseline.json")
    }

    @Test func itAcceptsWhatItWasWrittenFromWhereverTheLinesMove() throws {
      let baseline = try written(findings)
      #expect(baseline.entries.count == 2, "the index finding is never accepted")
      let moved = findings.map {
        Diagnostic(
          file: $0.file, line: $0.line + 12, column: $0.column, rule: $0.rule, message: $0.message, subject: $0.subject)
      }
      let (remaining, accepted) = baseline.apply(to: moved)
      #expect(accepted == 3)
      #expect(remaining.map(\.rule) == ["index"])
    }

    @Test func oneMoreFailsAndOneFewerIsAFinding() throws {
      let baseline = try written(findings)
      let more =
        findings + [
          Diagnostic(
            file: "Sources/A.swift", line: 20, column: 2, rule: "io", message: "uses FileManager",
            subject: "FileManager")
        ]
      #expect(baseline.apply(to: more).remaining.filter { $0.rule == "io" }.count == 1)
      let fewer = Array(findings.dropFirst())
      let stale = baseline.apply(to: fewer).remaining.filter { $0.rule == "baseline" }
      #expect(stale.count == 1)
      #expect(
        stale.first?.message.contains(
          "accepts 2 [io] findings in Sources/A.swift about FileManager, and 1 of 2 is gone") == true)
      #expect(stale.first?.line == 4, "the entry's own line in the file")
    }
  }
#endif
