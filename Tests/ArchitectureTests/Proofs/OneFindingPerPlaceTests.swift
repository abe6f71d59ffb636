#if ARCHITECTURE_FIXTURE_PROOFS
  import Foundation
  import Testing

  #if canImport(ArchitectureChecker)
    @testable import ArchitectureChecker
  #endif

  /// One offence is one finding: where several rules flag the same file, line and column, the
  /// rule that says most about it stands for it; findings elsewhere, or of rules outside the
  /// precedence (the index, the map), all stay.
  @Suite struct OneFindingPerPlaceTests {
    func finding(_ rule: String, _ line: Int, _ column: Int = 8, file: String = "Sources/A.swift") -> Diagnostic {
      Diagnostic(file: file, line: line, column: column, rule: rule, message: "\(rule) at \(line):\(column)")
    }

    @Test func theFirstRuleOfThePrecedenceStandsForAPlace() {
      let kept = ArchitectureCheck.oneForEachOffence([
        finding("contracts", 2), finding("imports", 2), finding("references", 2), finding("contracts", 3),
      ])
      #expect(Set(kept.map(\.message)) == ["imports at 2:8", "contracts at 3:8"])
    }

    @Test func otherPlacesAndOtherRulesStay() {
      let all = [
        finding("io", 4, 3), finding("io", 4, 20), finding("vacuous", 1, 1, file: "rings.json"),
        finding("index", 1, 1), finding("graph", 1, 1),
      ]
      let kept = ArchitectureCheck.oneForEachOffence(all)
      #expect(kept.count == 5)
      #expect(Set(kept) == Set(all))
    }
  }
#endif
