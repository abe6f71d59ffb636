/// A JSON document built for output, with object keys in the order they were given, so exports
/// list fields in the catalog's own order.
enum JSONValue: Equatable, Sendable {
  case integer(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  /// A number written as plain decimal text (`8.50`, `0.952381`), as the shortest JSON number
  /// of its value; text that is not a number stays text rather than being lost.
  static func decimal(_ text: String) -> JSONValue {
    Double(text).map(JSONValue.number) ?? .string(text)
  }

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.integer(let a), .integer(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
    default: false
    }
  }
}
