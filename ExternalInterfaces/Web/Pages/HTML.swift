import ApplicationLogic

/// Text on its way into a page. Every text from a catalog or a request goes through one of these,
/// chosen for where it lands: an element's content, an attribute's value, a URL.
enum HTML {
  /// For an element's content or a quoted attribute's value: the five characters that could end
  /// either are written as references, and control characters (which HTML forbids) as U+FFFD.
  static func text(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      case "\n", "\t": escaped.unicodeScalars.append(scalar)
      default: escaped.unicodeScalars.append(isControl(scalar) ? "\u{FFFD}" : scalar)
      }
    }
    return escaped
  }

  /// Styled runs as spans whose class names the meaning; the style sheet decides the look.
  static func runs(_ runs: [StyledText]) -> String {
    runs.map { run in
      run.style == .plain ? text(run.text) : "<span class=\"\(styleClass(run.style))\">\(text(run.text))</span>"
    }.joined()
  }

  /// A paragraph's text with its line breaks kept.
  static func paragraphs(_ value: String) -> String {
    value.split(separator: "\n", omittingEmptySubsequences: false).map { text(String($0)) }.joined(separator: "<br>")
  }

  /// An address a page may link to or load: `http` or `https` with a host, nothing else (no
  /// `javascript:`, `data:` or relative tricks); nil otherwise. Escaped for an attribute.
  static func externalAddress(_ address: String) -> String? {
    let trimmed = address.trimmingPrefix { $0 == " " }
    let lower = trimmed.lowercased()
    guard lower.hasPrefix("https://") || lower.hasPrefix("http://"),
      let rest = lower.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false).dropFirst(2).first,
      !rest.isEmpty,
      !trimmed.unicodeScalars.contains(where: { isControl($0) || $0 == " " || $0 == "\\" })
    else { return nil }
    return text(String(trimmed))
  }

  /// `%XX` for every byte but the unreserved ones (RFC 3986), for a path segment or a query part.
  static func percentEncoded(_ value: String) -> String {
    PercentEncoding.encoded(value)
  }

  /// A local address with its query (`/?q=phone&page=2`), the parameters with no value left out;
  /// escaped for an attribute.
  static func address(_ path: String, _ parameters: [(String, String?)]) -> String {
    let query = parameters.compactMap { name, value in
      value.flatMap { $0.isEmpty ? nil : percentEncoded(name) + "=" + percentEncoded($0) }
    }
    return text(query.isEmpty ? path : path + "?" + query.joined(separator: "&"))
  }

  /// `Price` from `PRICE` or `price`: a heading's case.
  static func capitalized(_ words: String) -> String {
    words.prefix(1).uppercased() + words.dropFirst().lowercased()
  }

  static func styleClass(_ style: TextStyle) -> String {
    switch style {
    case .plain: "plain"
    case .heading: "heading"
    case .emphasis: "emphasis"
    case .secondary: "secondary"
    case .positive: "positive"
    case .warning: "warning"
    case .negative: "negative"
    case .selected: "selected"
    }
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "&", "<", ">", "\"", "'": true
    default: isControl(scalar)
    }
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
