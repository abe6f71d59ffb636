#if ARCHITECTURE_FIXTURE_PROOFS
  import Foundation
  import Testing

  #if canImport(ArchitectureChecker)
    @testable import ArchitectureChecker
  #endif

  /// The cycles of a graph of slices: every step on a cycle is on one reported, each cycle from its
  /// smallest slice by the shortest way back; none where the uses only point one way.
  @Suite struct AcyclicRuleTests {
    @Test func everyCycleIsFoundOnceByItsShortestWayBack() {
      let graph: [String: Set<String>] = [
        "Cart": ["Checkout", "Catalog"], "Checkout": ["Cart", "Payment"], "Payment": ["Checkout"],
        "Catalog": ["Search"], "Search": [], "Profile": ["Settings"], "Settings": ["Profile"],
      ]
      #expect(
        AcyclicRule.cycles(in: graph) == [["Cart", "Checkout"], ["Checkout", "Payment"], ["Profile", "Settings"]])
    }

    /// Issue 58: with A ↔ B accepted in a baseline, a new C → B → C joined them in one group and
    /// was reported in A ↔ B's place, so the accepted cycle read as fixed and pruning lost it.
    /// Each cycle is its own finding, known by its own steps.
    @Test func aNewCycleThroughAnAcceptedOneLeavesItAsItWas() {
      let accepted = AcyclicRule.cycles(in: ["A": ["B"], "B": ["A"]])
      let both = AcyclicRule.cycles(in: ["A": ["B"], "B": ["A", "C"], "C": ["B"]])
      #expect(accepted == [["A", "B"]])
      #expect(both == [["A", "B"], ["B", "C"]])
      #expect(accepted.map(AcyclicRule.subject) == ["A ↔ B"])
      #expect(both.map(AcyclicRule.subject) == ["A ↔ B", "B ↔ C"])
      // Two cycles through the same three slices in opposite directions are two findings.
      let turns = AcyclicRule.cycles(in: ["A": ["B", "C"], "B": ["C", "A"], "C": ["A", "B"]])
      #expect(turns == [["A", "B"], ["A", "C"], ["B", "C"]])
      let ring = AcyclicRule.cycles(in: ["A": ["C"], "C": ["B"], "B": ["A"], "D": ["A"]])
      #expect(ring.map(AcyclicRule.subject) == ["A → C → B → A"])
    }

    @Test func usesThatPointOneWayHoldNoCycle() {
      #expect(AcyclicRule.cycles(in: ["A": ["B", "C"], "B": ["C"], "C": []]).isEmpty)
    }

    @Test func aLongCycleIsPrintedWhole() {
      #expect(AcyclicRule.cycles(in: ["A": ["B"], "B": ["C"], "C": ["D"], "D": ["A"]]) == [["A", "B", "C", "D"]])
    }
  }
#endif
