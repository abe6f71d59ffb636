import Testing

@testable import ExternalInterfaces

@Suite struct ObjectLayoutTests {
  private func rewrite(_ text: String, _ changes: [(name: String, value: JSONTree?)]) throws -> String {
    let bytes = Array(text.utf8)
    return try bytes.withUnsafeBufferPointer { buffer in
      let layout = try ObjectLayout(buffer, at: 0)
      return String(decoding: layout.rewritten(buffer, changing: changes), as: UTF8.self)
    }
  }

  @Test func aNameWithAnEscapedQuoteKeepsTheLayoutAfterIt() throws {
    let text = #"{"a\"b" :  1,"price" :  2}"#
    let result = try rewrite(text, [("price", .number("3")), ("new", .string("x"))])
    #expect(result == #"{"a\"b" :  1,"price" :  3,"new" :  "x"}"#, "\(result)")
  }

  @Test func removingAndReplacingCopiesEveryOtherByte() throws {
    let text = "{\n    \"id\": 1,\n    \"x\": [1,2],\n    \"brand\": \"A\",\n    \"price\": 9.90\n  }"
    #expect(
      try rewrite(text, [("brand", nil), ("price", .number("8")), ("tags", .array([.string("a")]))])
        == "{\n    \"id\": 1,\n    \"x\": [1,2],\n    \"price\": 8,\n    \"tags\": [\n      \"a\"\n    ]\n  }")
  }

  @Test func aValueOnOneLineIsRewrittenOnOneLineWithItsOwnSpacing() throws {
    let text = """
      {
        "tags": ["a, b", "c"],
        "meta": {"k":1,"note":"x, y: z"},
        "deep": {
          "a": 1
        }
      }
      """
    let result = try rewrite(
      text,
      [
        ("tags", .array([.string("d"), .string("e")])),
        ("meta", .object([.init(name: "k", value: .number("2")), .init(name: "note", value: .string("n"))])),
        ("deep", .object([.init(name: "a", value: .number("2"))])),
      ])
    #expect(
      result == """
        {
          "tags": ["d", "e"],
          "meta": {"k":2,"note":"n"},
          "deep": {
            "a": 2
          }
        }
        """, "\(result)")
  }
}
