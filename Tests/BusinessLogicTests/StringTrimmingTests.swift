import Testing

@testable import BusinessLogic

/// `trimmingWhitespace` answers ASCII without Unicode's property tables; these prove that answer
/// is Unicode's White_Space for every ASCII scalar, and that trimming still reaches past it.
@Suite struct StringTrimmingTests {
  @Test func theASCIIAnswerIsUnicodesWhiteSpaceForEveryASCIIScalar() throws {
    for value in UInt32(0)..<0x80 {
      let scalar = try #require(Unicode.Scalar(value))
      #expect(scalar.isTrimmedWhitespace == scalar.properties.isWhitespace, "U+\(String(value, radix: 16))")
    }
  }

  @Test func whitespaceBeyondASCIIIsStillTrimmed() {
    #expect("\u{A0}\u{2028} phone\u{3000}\u{85}".trimmingWhitespace() == "phone")
    #expect("\u{1C}phone\u{1F}".trimmingWhitespace() == "\u{1C}phone\u{1F}")
    #expect(" \t\n\u{B}\u{C}\r".trimmingWhitespace() == "")
  }
}
