import BusinessLogic
import Foundation
import Testing

@testable import ExternalInterfaces

/// The catalog links FoundationEssentials, not Foundation (D100), so a few of Foundation's text
/// operations are written here once. Each is proven equal to Foundation's own, which tests may
/// still use, over text chosen to find where they could part.
@Suite struct EssentialsTextTests {
  static let samples: [String] = [
    "", " ", "plain", "a b/c?d=e&f", "100%", "%", "%4", "%zz", "%41%42", "%e2%82%AC", "%C3%A9t%C3%A9", "%ff%fe",
    "caf\u{E9}", "cafe\u{301}", "\"\u{301}", "'\u{301}'", "ü-ß ✓ 🇩🇪", "\t\n tabbed \r\n", "\u{A0}nbsp\u{A0}",
    "\u{2028}line\u{2029}", "-_.~", "a\u{0}b", "O'Brien", "\\\"/", "%%s %s", " \u{301}x \u{301}", "x \u{301} ",
    "https://ann:secret@\u{301}shop/", "a:/\u{301}/b://c",
  ]

  @Test(arguments: samples)
  func percentEncodingEncodesAsFoundationDoesWithTheUnreservedSet(text: String) {
    let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    #expect(PercentEncoding.encoded(text) == text.addingPercentEncoding(withAllowedCharacters: unreserved))
    #expect(PercentEncoding.decoded(PercentEncoding.encoded(text)) == text)
  }

  @Test(arguments: samples)
  func percentDecodingAgreesWithFoundation(text: String) {
    #expect(PercentEncoding.decoded(text) == text.removingPercentEncoding)
  }

  @Test(arguments: samples)
  func literalReplacementMatchesBytesAsFoundationDoes(text: String) {
    for (target, replacement) in [
      ("'", "''"), ("\"", "\\\""), ("%s", "\"$1\""), ("e", ""), ("-", "+"), ("\u{301}", "x"),
    ] {
      #expect(
        text.replacingLiterally(target, with: replacement)
          == text.replacingOccurrences(of: target, with: replacement, options: .literal),
        "\(target) in \(text.debugDescription)")
    }
  }

  /// The case that makes `replacing(_:with:)` (by `Character`) unsafe for quoting: a combining
  /// mark joins the quote into one `Character`, which a `Character` match passes over.
  @Test func aQuoteBeforeACombiningMarkIsStillReplaced() {
    let text = "x'\u{301} OR 1=1"
    #expect(text.replacing("'", with: "''") == text)
    #expect(text.replacingLiterally("'", with: "''") == "x''\u{301} OR 1=1")
  }

  @Test(arguments: samples)
  func literalSearchFindsWhatFoundationsLiteralSearchFinds(text: String) {
    let offsets = { (range: Range<String.Index>) in
      text.utf8.distance(
        from: text.startIndex, to: range.lowerBound)..<text.utf8.distance(
          from: text.startIndex, to: range.upperBound)
    }
    for target in ["://", "'", "%s", "e", "\u{301}", "b/c", "t\u{A0}", "absent"] {
      #expect(
        text.firstLiteralRange(of: target).map(offsets) == text.range(of: target, options: .literal).map(offsets),
        "\(target) in \(text.debugDescription)")
    }
  }

  @Test(arguments: samples)
  func trimmingAgreesWithFoundationsWhitespaceAndNewlines(text: String) {
    #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    #expect(text.dropFirst(0).trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  @Test(arguments: samples)
  func composingAgreesWithFoundationsCanonicalMapping(text: String) {
    #expect(text.composed == text.precomposedStringWithCanonicalMapping)
    #expect(Array(text.composed.utf8) == Array(text.precomposedStringWithCanonicalMapping.utf8))
  }
}
