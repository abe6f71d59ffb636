import Testing

@testable import ApplicationLogic

/// `NumberText.hundredths` is a second form of `description` for prices and ratings: wherever it
/// answers, it must answer as `description` does, and it must leave every other value to it.
@Suite struct NumberTextHundredthsTests {
  @Test func everyHundredthNearZeroIsWrittenAsDescriptionWritesIt() {
    for cents in -300_000...300_000 where cents % 100 != 0 {
      let value = Double(cents) / 100
      #expect(NumberText.hundredths(value) == value.description, "\(cents) hundredths")
    }
  }

  @Test func largeHundredthsUpToTheBoundAreToo() {
    var generator = SeededGenerator(state: 60)
    for _ in 0..<200_000 {
      let cents = Int64.random(in: -9_999_999_999_999...9_999_999_999_999, using: &generator)
      guard cents % 100 != 0 else { continue }
      let value = Double(cents) / 100
      #expect(NumberText.hundredths(value) == value.description, "\(cents) hundredths")
    }
  }

  @Test func otherValuesAreLeftToDescription() {
    for value in [4.567, 0.1 + 0.2, 1e-5, 0.001, 123_456_789_012.34, .pi, .nan, .infinity, -.infinity] {
      #expect(NumberText.hundredths(value) == nil, "\(value)")
    }
    #expect(NumberText.exact(0.1 + 0.2) == "0.30000000000000004")
    #expect(NumberText.exact(370.39) == "370.39")
    #expect(NumberText.exact(-0.05) == "-0.05")
    #expect(NumberText.exact(4.5) == "4.5")
  }
}
