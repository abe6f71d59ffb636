#if ARCHITECTURE_FIXTURE_PROOFS
  import Foundation
  import Testing

  #if canImport(ArchitectureChecker)
    @testable import ArchitectureChecker
  #endif

  /// A baseline written from findings accepts exactly those findings, wherever their lines move,
  /// and no more: one more of the same kind fails; one fewer is a note naming `--prune-baseline`,
  /// never a finding, and pruning only lowers it.
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
      let (remaining, accepted, fixed) = baseline.apply(to: moved)
      #expect(accepted == 3)
      #expect(remaining.map(\.rule) == ["index"])
      #expect(fixed.isEmpty)
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
      let applied = baseline.apply(to: fewer)
      #expect(!applied.remaining.contains { $0.rule == "baseline" }, "a fix never turns the check red")
      #expect(applied.fixed.count == 1)
      #expect(applied.fixed.first?.entry.subject == "FileManager" && applied.fixed.first?.gone == 1)
      #expect(applied.fixed.first?.line == 4, "the entry's own line in the file")
    }

    @Test func pruningLowersWhatIsFixedAndNeverAdds() throws {
      let baseline = try written(findings)
      let later = [
        findings[0],
        Diagnostic(file: "Sources/C.swift", line: 3, column: 1, rule: "io", message: "uses Date()", subject: "Date"),
      ]
      let pruned = baseline.pruned(by: later)
      #expect(pruned == [Baseline.Entry(rule: "io", file: "Sources/A.swift", subject: "FileManager", count: 1)])
      let added = baseline.additions(in: Baseline.entries(of: later))
      #expect(added == [Baseline.Entry(rule: "io", file: "Sources/C.swift", subject: "Date", count: 1)])
      #expect(baseline.additions(in: Baseline.entries(of: findings)).isEmpty)
    }
  }
#endif
