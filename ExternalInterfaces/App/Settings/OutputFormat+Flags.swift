extension OutputFormat {
  /// `-o FORMAT` and `--json`, which may agree but not contradict; nil when neither is given.
  static func requested(by invocation: CommandInvocation) -> Result<OutputFormat?, UsageError> {
    var format: OutputFormat?
    if let text = invocation.value(.format) {
      guard let named = OutputFormat(rawValue: text.lowercased()) else {
        return .failure(
          UsageError(
            message: "invalid -o \"\(TerminalText.quote(text))\"",
            hint: "valid formats: " + OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")))
      }
      format = named
    }
    if invocation.isGiven(.json) {
      if let format, format != .json {
        return .failure(
          UsageError(message: "--json and -o \(format.rawValue) contradict each other", hint: "give one of them"))
      }
      format = .json
    }
    return .success(format)
  }
}
