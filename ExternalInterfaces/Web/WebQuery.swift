/// A request target's query (`q=phone&limit=5`), decoded: `+` is a space, `%XX` a byte, and the
/// result must be UTF-8. A parameter given twice keeps its first value, as DummyJSON does.
struct WebQuery: Equatable, Sendable {
  enum Failure: Error, Equatable {
    case badEncoding(parameter: String)
  }

  private(set) var parameters: [(name: String, value: String)] = []

  static func == (lhs: WebQuery, rhs: WebQuery) -> Bool {
    lhs.parameters.elementsEqual(rhs.parameters) { $0.name == $1.name && $0.value == $1.value }
  }

  init(_ text: Substring?) throws(Failure) {
    guard let text, !text.isEmpty else { return }
    for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = Self.decode(parts[0]) else { throw .badEncoding(parameter: String(parts[0].prefix(64))) }
      guard let value = Self.decode(parts.count > 1 ? parts[1] : "") else { throw .badEncoding(parameter: name) }
      if !parameters.contains(where: { $0.name == name }) { parameters.append((name, value)) }
    }
  }

  subscript(name: String) -> String? {
    parameters.first { $0.name == name }?.value
  }

  var names: [String] { parameters.map(\.name) }

  /// `%XX` and `+` decoded; nil for a malformed escape or bytes that are not UTF-8.
  static func decode(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
      case UInt8(ascii: "%"):
        guard let high = iterator.next().flatMap(hex), let low = iterator.next().flatMap(hex) else { return nil }
        bytes.append(high << 4 | low)
      default: bytes.append(byte)
      }
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func hex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
