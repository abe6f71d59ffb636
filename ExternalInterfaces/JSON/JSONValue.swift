/// A JSON document built for output, with object keys in the order they were given, so exports
/// list fields in the catalog's own order.
enum JSONValue: Equatable, Sendable {
  case integer(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])
  case bool(Bool)
  case null

  /// A decimal number written with its own digits, never through binary floating point:
  /// money and rates come out exactly as computed, whatever their size.
  case decimalDigits(String)

  /// A number given as plain decimal text (`8.50`, `0.952381`), written as the shortest JSON
  /// number of its value (`8.5`) with every digit it has; text that is not a plain decimal
  /// stays text rather than being lost.
  static func decimal(_ text: String) -> JSONValue {
    let negative = text.hasPrefix("-")
    let unsigned = negative ? text.dropFirst() : text[...]
    let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let whole = parts.first, !whole.isEmpty,
      parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } })
    else { return .string(text) }
    let integer = whole.drop { $0 == "0" }
    let fraction = parts.count == 2 ? String(parts[1].reversed().drop { $0 == "0" }.reversed()) : ""
    let digits = (integer.isEmpty ? "0" : String(integer)) + (fraction.isEmpty ? "" : "." + fraction)
    return .decimalDigits(negative && digits != "0" ? "-" + digits : digits)
  }

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.integer(let a), .integer(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.decimalDigits(let a), .decimalDigits(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
    default: false
    }
  }
}
