import Testing

@testable import ApplicationLogic

@Suite struct TerminalSafeTextTests {
  @Test func escapeSequencesBecomeVisibleSymbols() {
    #expect(TerminalSafeText.singleLine("a\u{1B}[31mred") == "a␛[31mred")
    #expect(TerminalSafeText.singleLine("bell\u{07}") == "bell␇")
    #expect(TerminalSafeText.singleLine("nul\u{00}") == "nul␀")
    #expect(TerminalSafeText.singleLine("del\u{7F}") == "del␡")
  }

  @Test func c1ControlsAndBidiOverridesAreReplaced() {
    // U+009B is the 8-bit CSI: as dangerous as ESC [ on many terminals.
    #expect(TerminalSafeText.singleLine("x\u{9B}2J") == "x\u{FFFD}2J")
    #expect(TerminalSafeText.singleLine("\u{202E}evil\u{2066}") == "\u{FFFD}evil\u{FFFD}")
  }

  @Test func lineBreaksAndTabsBecomeSpacesOnOneLine() {
    #expect(TerminalSafeText.singleLine("a\tb\nc\rd") == "a b c d")
  }

  @Test func paragraphsKeepLineBreaksOnly() {
    #expect(TerminalSafeText.multiLine("a\nb\tc\u{1B}") == "a\nb c␛")
  }

  @Test func ordinaryTextIsUntouched() {
    let text = "Sautéing — 東京 ★ “quoted”"
    #expect(TerminalSafeText.singleLine(text) == text)
  }
}

@Suite struct TerminalSafeTextFastPathTests {
  /// The byte pass is a second form of the rule, for text it can answer alone: every ASCII
  /// scalar it lets through must be one the rule leaves, and it lets nothing else through.
  @Test func thePrintableASCIIPassAgreesWithTheRule() {
    for value in UInt32(0)...0x2100 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "a" + String(Character(scalar)) + "z"
      let passed = TerminalSafeText.isPrintableASCII(text)
      #expect(passed == (value < 0x80 && !TerminalSafeText.needsReplacement(scalar)), "U+\(value)")
      if passed { #expect(TerminalSafeText.singleLine(text) == text) }
    }
  }

  @Test func aControlAfterALongPrintableRunIsStillFound() {
    let text = String(repeating: "Phone ", count: 40) + "\u{1B}[2J"
    #expect(!TerminalSafeText.isPrintableASCII(text))
    #expect(TerminalSafeText.singleLine(text).hasSuffix("␛[2J"))
  }
}
