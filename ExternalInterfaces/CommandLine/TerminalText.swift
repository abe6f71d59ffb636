import ApplicationLogic

/// Echoing what the user typed back in a message: made terminal-safe like catalog text, because
/// arguments can hold escape sequences too.
enum TerminalText {
  static func quote(_ text: String) -> String {
    TerminalSafeText.singleLine(text)
  }
}
