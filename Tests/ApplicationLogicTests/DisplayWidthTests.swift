import ApplicationLogic
import Testing

@Suite struct DisplayWidthTests {
  @Test func countsWideAndZeroWidthCharacters() {
    #expect(DisplayWidth.of("abc") == 3)
    #expect(DisplayWidth.of("東京") == 4)
    #expect(DisplayWidth.of("e\u{301}") == 1)
  }

  @Test func truncatesWithAnEllipsisWithinTheWidth() {
    #expect(DisplayWidth.truncate("Essence Mascara", toWidth: 8) == "Essence…")
    #expect(DisplayWidth.truncate("東京都庁", toWidth: 5) == "東京…")
    #expect(DisplayWidth.truncate("short", toWidth: 5) == "short")
    #expect(DisplayWidth.truncate("x", toWidth: 0) == "")
  }
}
