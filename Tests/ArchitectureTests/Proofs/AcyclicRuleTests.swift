#if ARCHITECTURE_FIXTURE_PROOFS
  import Foundation
  import Testing

  #if canImport(ArchitectureChecker)
    @testable import ArchitectureChecker
  #endif

  /// The cycles of a graph of slices: one per group of slices that reach one another, from its
  /// smallest slice by the shortest way back; none where the uses only point one way.
  @Suite struct AcyclicRuleTests {
    @Test func eachCycleIsFoundOnceByItsShortestWayBack() {
      let graph: [String: Set<String>] = [
        "Cart": ["Checkout", "Catalog"], "Checkout": ["Cart", "Payment"], "Payment": ["Checkout"],
        "Catalog": ["Search"], "Search": [], "Profile": ["Settings"], "Settings": ["Profile"],
      ]
      #expect(AcyclicRule.cycles(in: graph) == [["Cart", "Checkout"], ["Profile", "Settings"]])
    }

    @Test func usesThatPointOneWayHoldNoCycle() {
      #expect(AcyclicRule.cycles(in: ["A": ["B", "C"], "B": ["C"], "C": []]).isEmpty)
    }

    @Test func aLongCycleIsPrintedWhole() {
      #expect(AcyclicRule.cycles(in: ["A": ["B"], "B": ["C"], "C": ["D"], "D": ["A"]]) == [["A", "B", "C", "D"]])
    }
  }
#endif
