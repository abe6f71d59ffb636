import ApplicationLogic

/// Writes a failure the way every command does: `error: …` and, when there is one, `hint: …`,
/// on standard error, and says which exit status it deserves.
@MainActor
struct ErrorWriter {
  let console: Console

  @discardableResult
  func write(_ error: ErrorViewModel) -> ExitStatus {
    console.errors.write(error.text)
    return ExitStatus(error.kind)
  }

  /// A form refused by the rules: `error: …`, every problem under it, then `hint: …`; a usage
  /// failure, because what was typed is what must change.
  @discardableResult
  func write(_ failure: ProductFormFailureViewModel) -> ExitStatus {
    for line in failure.lines { console.errors.write(line + "\n") }
    return .usage
  }
}
