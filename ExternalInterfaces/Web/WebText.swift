import ApplicationLogic

/// Text from a request or a catalog placed in an answer's message: on one line, control and
/// invisible characters shown as escapes, and at most 200 characters. JSON escapes what JSON
/// needs; this keeps a log or terminal that shows the message safe too.
enum WebText {
  static func quoted(_ text: String) -> String {
    let line = TerminalSafeText.singleLine(text)
    return line.count > 200 ? String(line.prefix(200)) + "…" : line
  }

  /// A failure the presenters worded, as one sentence: what went wrong, then what to do in
  /// brackets. The API's `message` and a page's alert both say it so.
  static func sentence(_ error: ErrorViewModel) -> String {
    error.message + (error.remedy.flatMap { $0.isEmpty ? nil : " (\($0))" } ?? "")
  }
}
