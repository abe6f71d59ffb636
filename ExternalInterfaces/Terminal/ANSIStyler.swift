import ApplicationLogic

/// Draws a presenter's text styles as ANSI SGR sequences, or leaves text bare when colour is off.
struct ANSIStyler: Sendable {
  let enabled: Bool

  func apply(_ style: TextStyle, to text: String) -> String {
    guard enabled, !text.isEmpty, let code = Self.code(for: style) else { return text }
    return "\u{1B}[\(code)m" + text + "\u{1B}[0m"
  }

  func render(_ runs: [StyledText]) -> String {
    runs.map { apply($0.style, to: $0.text) }.joined()
  }

  private static func code(for style: TextStyle) -> String? {
    switch style {
    case .plain: nil
    case .heading: "1"
    case .emphasis: "1"
    case .secondary: "2"
    case .positive: "32"
    case .warning: "33"
    case .negative: "31"
    case .selected: "7"
    }
  }
}
