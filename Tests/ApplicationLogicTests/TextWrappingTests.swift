import ApplicationLogic
import Testing

@Suite struct TextWrappingTests {
  @Test func breaksAtSpacesWithinTheWidth() {
    let lines = TextWrapping.lines(of: "the quick brown fox jumps over", width: 10)
    #expect(lines == ["the quick", "brown fox", "jumps over"])
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 10 })
  }

  @Test func splitsAWordLongerThanALine() {
    #expect(TextWrapping.lines(of: "abcdefghijkl", width: 8) == ["abcdefgh", "ijkl"])
  }

  @Test func keepsExplicitLineBreaks() {
    #expect(TextWrapping.lines(of: "one\n\ntwo", width: 20) == ["one", "", "two"])
  }
}
