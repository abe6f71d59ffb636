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

  /// A bracketed paste is one `.pasted` key with all of its text, the keys around it are keys,
  /// and its end marker may be split over reads.
  @Test func aBracketedPasteIsOneKeyOfText() {
    #expect(keys(Array("j\u{1B}[200~dy\nq\u{1B}[201~k".utf8)) == [.character("j"), .pasted("dy\nq"), .character("k")])
    let whole = Array("\u{1B}[200~hello world\u{1B}[201~".utf8)
    // From the second byte: a lone ESC ending a read is the Escape key, as terminals write a
    // sequence whole (`aLoneEscapeIsTheEscapeKey`).
    for cut in 2..<whole.count {
      #expect(keys(Array(whole[..<cut]), Array(whole[cut...])) == [.pasted("hello world")], "cut at \(cut)")
    }
  }

  @Test func aPasteIsKeptToTheCap() {
    let long = Array(repeating: UInt8(ascii: "a"), count: KeyDecoder.largestPaste + 10)
    let decoded = keys(Array("\u{1B}[200~".utf8) + long, Array("\u{1B}[201~".utf8))
    guard case .pasted(let text)? = decoded.first else {
      Issue.record("no paste: \(decoded.count) keys")
      return
    }
    #expect(text.utf8.count == KeyDecoder.largestPaste)
    #expect(decoded.count == 1)
  }
}
