import ApplicationLogic

/// Text from a request or a catalog placed in an answer's message: on one line, control and
/// invisible characters shown as escapes, and at most 200 characters. JSON escapes what JSON
/// needs; this keeps a log or terminal that shows the message safe too.
enum WebText {
  static func quoted(_ text: String) -> String {
    let line = TerminalSafeText.singleLine(text)
    return line.count > 200 ? String(line.prefix(200)) + "…" : line
  }
}
