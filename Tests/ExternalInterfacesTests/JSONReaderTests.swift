import Foundation
import Testing

@testable import ExternalInterfaces

@Suite struct JSONReaderTests {
  /// Reads `text` as a catalog and returns the error it gives, if any.
  private func readError(_ text: String) -> JSONReadError? {
    Array(text.utf8).withUnsafeBufferPointer { bytes in
      var reader = JSONReader(bytes: bytes)
      do throws(JSONReadError) {
        try reader.readArray { _, reader throws(JSONReadError) in _ = try ProductDTO(reading: &reader) }
        try reader.expectEnd()
        return nil
      } catch {
        return error
      }
    }
  }

  private func readStrings(_ text: String) throws -> [String] {
    try Array(text.utf8).withUnsafeBufferPointer { bytes in
      var reader = JSONReader(bytes: bytes)
      let strings = try reader.readStrings()
      try reader.expectEnd()
      return strings
    }
  }

  @Test func reportsLineAndColumnOfSyntaxErrors() {
    let error = readError("[\n  {\"id\": 1,\n   \"title\" \"x\"}]")
    #expect(error?.kind == .syntax)
    #expect(error?.line == 3)
    #expect(error?.column == 12)
    #expect(error?.message == "expected ':' after a member name but found '\"'")
  }

  @Test(arguments: [
    "[{\"id\": 1, \"title\": \"x\", \"price\": 2}", "[{\"id\": 1, \"ti", "[{\"id\": 1, \"title\": \"x", "[", "",
  ])
  func truncatedDocumentsSaySo(text: String) {
    let error = readError(text)
    #expect(error?.kind == .syntax)
    #expect(error?.message.contains("truncated") == true, "\(String(describing: error))")
  }

  @Test func trailingGarbageIsAnError() {
    #expect(readError("[] x")?.message == "unexpected 'x' after the end of the JSON value")
  }

  @Test func shapeErrorsNameThePathAndWhatWasFound() {
    let error = readError("[{\"id\": 1, \"title\": \"x\", \"price\": 2, \"dimensions\": {\"width\": \"wide\"}}]")
    #expect(error?.kind == .shape)
    #expect(error?.path == "[0].dimensions.width")
    #expect(error?.message == "expected a number, found a string")
  }

  @Test func fractionalIDsAreNotWholeNumbers() {
    let error = readError("[{\"id\": 1.5, \"title\": \"x\", \"price\": 2}]")
    #expect(error?.path == "[0].id")
    #expect(error?.message == "expected a whole number")
  }

  @Test func wholeNumbersMayBeWrittenWithAFractionOrExponent() throws {
    let dto = try Array("{\"id\": 2.0, \"title\": \"x\", \"price\": 1e2, \"stock\": 1E1}".utf8).withUnsafeBufferPointer
    {
      var reader = JSONReader(bytes: $0)
      return try ProductDTO(reading: &reader)
    }
    #expect(dto.id == 2)
    #expect(dto.price == 100)
    #expect(dto.stock == 10)
  }

  @Test(arguments: [
    "[{\"id\": 99999999999999999999, \"title\": \"x\", \"price\": 1}]",
    "[{\"id\": 1, \"title\": \"x\", \"price\": 1e400}]",
  ])
  func numbersOutOfRangeAreShapeErrors(text: String) {
    #expect(readError(text)?.kind == .shape)
  }

  @Test(arguments: ["[01]", "[1.]", "[-]", "[.5]", "[1e]", "[+1]"])
  func malformedNumbersAreSyntaxErrors(text: String) {
    let error = Array(text.utf8).withUnsafeBufferPointer { bytes -> JSONReadError? in
      var reader = JSONReader(bytes: bytes)
      do throws(JSONReadError) {
        try reader.readArray { _, reader throws(JSONReadError) in _ = try reader.readDouble() }
        try reader.expectEnd()
        return nil
      } catch { return error }
    }
    #expect(error?.kind == .syntax, "\(text)")
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    #expect(try readStrings(#"["a\"b\\c\/d\n\t\u00e9\ud83d\ude00"]"#) == ["a\"b\\c/d\n\té😀"])
  }

  @Test func loneSurrogatesBecomeReplacementCharacters() throws {
    #expect(try readStrings(#"["x\ud800y", "\udc00"]"#) == ["x\u{FFFD}y", "\u{FFFD}"])
  }

  @Test func rawControlCharactersInStringsAreRejected() {
    #expect(throws: JSONReadError.self) { try readStrings("[\"a\u{01}b\"]") }
  }

  @Test func invalidEscapesAreRejected() {
    #expect(throws: JSONReadError.self) { try readStrings(#"["\x41"]"#) }
    #expect(throws: JSONReadError.self) { try readStrings(#"["\u12G4"]"#) }
  }

  @Test func invalidUTF8BecomesReplacementCharacters() throws {
    let bytes: [UInt8] = Array("[\"a".utf8) + [0xFF] + Array("b\"]".utf8)
    let strings = try bytes.withUnsafeBufferPointer {
      var reader = JSONReader(bytes: $0)
      return try reader.readStrings()
    }
    #expect(strings == ["a\u{FFFD}b"])
  }

  @Test func aByteOrderMarkIsSkipped() throws {
    #expect(try readStrings("\u{FEFF}[\"x\"]") == ["x"])
  }

  @Test func theLastOfRepeatedKeysWins() throws {
    let dto = try Array("{\"id\": 1, \"title\": \"first\", \"price\": 1, \"title\": \"second\"}".utf8)
      .withUnsafeBufferPointer {
        var reader = JSONReader(bytes: $0)
        return try ProductDTO(reading: &reader)
      }
    #expect(dto.title == "second")
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = "[{\"id\": 1, \"title\": \"x\", \"price\": 1, \"extra\": " + String(repeating: "[", count: 100_000)
    #expect(readError(deep)?.message.contains("nested more than") == true)
  }

  @Test func unknownMembersOfAnyShapeAreSkipped() {
    #expect(
      readError(#"[{"id": 1, "title": "x", "price": 1, "more": {"a": [true, false, null, -1.5e3, "s"]}}]"#) == nil)
  }

  @Test func nullCountsAsAbsentForOptionalFields() throws {
    let dto = try Array(#"{"id": 1, "title": "x", "price": 1, "brand": null, "rating": null}"#.utf8)
      .withUnsafeBufferPointer {
        var reader = JSONReader(bytes: $0)
        return try ProductDTO(reading: &reader)
      }
    #expect(dto.brand == nil)
    #expect(dto.rating == nil)
  }

  @Test func nullIsNotAllowedForRequiredFields() {
    #expect(readError(#"[{"id": 1, "title": null, "price": 1}]"#)?.message == "expected a string, found null")
  }
}
