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

@Suite struct EmojiWidthTests {
  // Widths as terminals following Unicode's emoji rules (kitty, WezTerm, foot, iTerm2 with
  // Unicode 9+ widths) draw them: one emoji, however built, is two columns.
  @Test(arguments: [
    ("👩‍👩‍👧", 2), ("👍🏽", 2), ("❤️", 2), ("❤", 1), ("🇩🇪", 2), ("1️⃣", 2), ("⌚", 2), ("©", 1),
    ("a👩‍👩‍👧b", 4), ("한", 2), ("\u{1100}\u{1161}\u{11A8}", 2), ("e\u{301}\u{302}", 1),
  ])
  func emojiSequencesTakeTwoColumns(text: String, width: Int) {
    #expect(DisplayWidth.of(text) == width)
  }

  @Test func truncationNeverSplitsASequence() {
    #expect(DisplayWidth.truncate("ab👩‍👩‍👧cd", toWidth: 5) == "ab👩‍👩‍👧…")
    #expect(DisplayWidth.truncate("ab👩‍👩‍👧cd", toWidth: 4) == "ab…")
  }
}
