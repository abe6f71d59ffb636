import Testing

@testable import ExternalInterfaces

/// A hidden answer typed a key at a time: what each key does to it.
@Suite struct HiddenAnswerTests {
  private func typed(_ bytes: [UInt8]) -> SecretPrompt.HiddenAnswer {
    var answer = SecretPrompt.HiddenAnswer()
    for byte in bytes where answer.outcome == nil { answer.take(byte) }
    return answer
  }

  @Test func enterEndsItAndBackspaceTakesOffAWholeCharacter() {
    #expect(typed(Array("pä".utf8) + [0x7F] + Array("ss\r".utf8)).outcome == .typed("pss"))
    #expect(typed(Array("abc".utf8) + [0x15] + Array("xy\n".utf8)).outcome == .typed("xy"))
    #expect(typed(Array("a\tb\u{1B}c\r".utf8)).outcome == .typed("abc"))
  }

  @Test func ctrlDOnNothingCancelsAndCtrlCInterrupts() {
    #expect(typed([0x04]).outcome == .cancelled)
    #expect(typed([0x61, 0x04, 0x0D]).outcome == .typed("a"))
    let interrupted = typed([0x61, 0x03])
    #expect(interrupted.outcome == .cancelled)
    #expect(interrupted.interrupted)
  }

  @Test func anAnswerLongerThanAnySecretIsNotOne() {
    #expect(typed(Array(repeating: 0x61, count: SecretPrompt.longestAnswer + 1)).outcome == .cancelled)
  }
}
