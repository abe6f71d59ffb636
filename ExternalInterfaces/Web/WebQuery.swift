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
    PercentEncoding.decoded(text, plusIsSpace: true)
  }
}
