import ApplicationLogic
import Testing

@testable import ExternalInterfaces

@Suite struct KeyDecoderTests {
  private func keys(_ chunks: [UInt8]...) -> [BrowseKey] {
    var decoder = KeyDecoder()
    return chunks.flatMap { decoder.keys(from: $0) }
  }

  @Test func lettersAndControlKeys() {
    #expect(keys(Array("jk/".utf8)) == [.character("j"), .character("k"), .character("/")])
    #expect(keys([0x04, 0x15, 0x03]) == [.control("d"), .control("u"), .control("c")])
    #expect(keys([0x0D, 0x09, 0x7F]) == [.enter, .tab, .backspace])
  }

  @Test func arrowsAndPagingKeysInBothForms() {
    let esc: UInt8 = 0x1B
    #expect(keys([esc, 0x5B, 0x41], [esc, 0x5B, 0x42]) == [.up, .down])
    #expect(keys([esc, 0x4F, 0x41]) == [.up])
    #expect(
      keys(Array("\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~".utf8)) == [
        .pageUp, .pageDown, .home, .end, .home, .end,
      ])
    // Keys it does not use (right arrow, F5, shift-tab) are dropped whole.
    #expect(keys(Array("\u{1B}[C\u{1B}[15~\u{1B}[Zj".utf8)) == [.character("j")])
  }

  @Test func aLoneEscapeIsTheEscapeKey() {
    #expect(keys([0x1B]) == [.escape])
    #expect(keys([0x1B, 0x6A]) == [.escape, .character("j")])
  }

  @Test func aSequenceSplitAcrossReadsIsKeptWhole() {
    #expect(keys([0x1B, 0x5B], [0x36, 0x7E]) == [.pageDown])
    let e = Array("é".utf8)
    #expect(keys([e[0]], [e[1]]) == [.character("é")])
  }

  @Test func textIsReadAsUTF8() {
    #expect(keys(Array("sé📱".utf8)) == [.character("s"), .character("é"), .character("📱")])
    // A byte that cannot start a character is dropped, not turned into one.
    #expect(keys([0xFF, 0x61]) == [.character("a")])
  }
}
