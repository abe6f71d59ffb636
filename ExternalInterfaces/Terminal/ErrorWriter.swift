import ApplicationLogic

/// Writes a failure the way every command does: `error: …` and, when there is one, `hint: …`,
/// on standard error, and says which exit status it deserves.
@MainActor
struct ErrorWriter {
  let console: Console

  @discardableResult
  func write(_ error: ErrorViewModel) -> ExitStatus {
    console.errors.write("error: \(error.message)\n")
    if let remedy = error.remedy, !remedy.isEmpty {
      console.errors.write("hint: \(remedy)\n")
    }
    return error.kind == .invalidInput ? .usage : .failure
  }
}
