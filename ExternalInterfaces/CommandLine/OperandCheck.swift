/// The words after a command's name, checked against what its spec says follows it, before its
/// route reads them.
extension CommandSpec.Operands {
  /// The refusal of `invocation`'s words, or nil when they are what the command takes (or the
  /// command reads them itself).
  func refusal(of invocation: CommandInvocation, spec: CommandSpec) -> UsageError? {
    let words = invocation.arguments
    switch self {
    case .none:
      return words.isEmpty ? nil : Self.unexpected(words[0], spec: spec)
    case .productID(let example):
      let name = "catalog \(spec.name)"
      guard !words.isEmpty else {
        return UsageError(message: "\"\(name)\" needs a product id", hint: "write \(name) ID, e.g. \(name) \(example)")
      }
      return words.count == 1 ? nil : Self.unexpected(words[1], spec: spec)
    case .choice, .words:
      return nil
    }
  }

  /// A word the command does not take; where the command searches, it was likely meant as the
  /// search.
  private static func unexpected(_ word: String, spec: CommandSpec) -> UsageError {
    UsageError(
      message: "unexpected argument \"\(TerminalText.quote(word))\" for \"catalog \(spec.name)\"",
      hint: spec.options.contains { $0.id == OptionSpec.search.id }
        ? "to search, write --search \"\(TerminalText.quote(word))\""
        : "run \"catalog \(spec.name) --help\" for its usage")
  }
}
