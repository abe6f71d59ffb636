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
      let strings = try reader.readStrings() ?? []
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

  @Test(arguments: [
    "0.05", "9.99", "1899.99", "-0", "1e2", "2.5E-3", "123456789012345678", "0.1e-5", "4.9e-324",
    "1.7976931348623157e308", "3.141592653589793238", "0.30000000000000004", "100000000000000000000000",
  ])
  func numbersReadExactlyAsSwiftParsesThem(text: String) throws {
    // Both the exact fast path and the general conversion must give the correctly rounded value.
    let read = try Array("[\(text)]".utf8).withUnsafeBufferPointer { buffer in
      var reader = JSONReader(bytes: buffer)
      var values: [Double] = []
      try reader.readArray { _, reader throws(JSONReadError) in values.append(try reader.readDouble()) }
      return values
    }
    let expected = try #require(Double(text))
    #expect(read.first?.bitPattern == expected.bitPattern, "\(text)")
  }

  @Test func negativeZeroKeepsItsSign() throws {
    let value = try Array("-0".utf8).withUnsafeBufferPointer { buffer in
      var reader = JSONReader(bytes: buffer)
      return try reader.readDouble()
    }
    #expect(value == 0 && value.sign == .minus)
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    #expect(try readStrings(#"["a\"b\\c\/d\n\t\u00e9\ud83d\ude00"]"#) == ["a\"b\\c/d\n\té😀"])
  }

  @Test(arguments: [#"["x\ud800y"]"#, #"["\udc00"]"#, #"["\ud800\u0041"]"#])
  func loneSurrogatesAreErrors(text: String) {
    // As JSONDecoder: half a surrogate pair is no character.
    #expect(throws: JSONReadError.self) { try readStrings(text) }
  }

  @Test func rawControlCharactersInStringsAreRejected() {
    #expect(throws: JSONReadError.self) { try readStrings("[\"a\u{01}b\"]") }
  }

  @Test func invalidEscapesAreRejected() {
    #expect(throws: JSONReadError.self) { try readStrings(#"["\x41"]"#) }
    #expect(throws: JSONReadError.self) { try readStrings(#"["\u12G4"]"#) }
  }

  @Test(arguments: [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]])
  func invalidUTF8IsAnError(sequence: [UInt8]) {
    // Overlong, surrogate, beyond U+10FFFF, truncated: all rejected, as JSONDecoder rejects them.
    let bytes: [UInt8] = Array("[\"a".utf8) + sequence + Array("b\"]".utf8)
    let error = bytes.withUnsafeBufferPointer { buffer -> JSONReadError? in
      var reader = JSONReader(bytes: buffer)
      do throws(JSONReadError) {
        _ = try reader.readStrings()
        return nil
      } catch { return error }
    }
    #expect(error?.message == "invalid UTF-8 inside a string")
    #expect(error?.column == 4)
  }

  @Test func validMultibyteTextIsKept() throws {
    #expect(try readStrings("[\"Sautéing 東京 😀\"]") == ["Sautéing 東京 😀"])
  }

  @Test func aByteOrderMarkIsSkipped() throws {
    #expect(try readStrings("\u{FEFF}[\"x\"]") == ["x"])
  }

  @Test func theFirstOfRepeatedKeysWins() throws {
    let dto = try Array("{\"id\": 1, \"title\": \"first\", \"price\": 1, \"title\": \"second\"}".utf8)
      .withUnsafeBufferPointer {
        var reader = JSONReader(bytes: $0)
        return try ProductDTO(reading: &reader)
      }
    #expect(dto.title == "first")
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
