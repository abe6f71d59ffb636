/// The words around editing a product in an external editor, as `kubectl edit` has them: the
/// notes at the top of the file, and how an editing session can end without a change.
public enum EditorWords {
  /// The notes above the JSON when the editor opens.
  public static func notes(editing subject: String) -> [String] {
    [
      "\(subject). Lines that start with # are ignored,",
      "and an empty file cancels.",
    ]
  }

  /// The notes when the editor opens again on a change that could not be saved.
  public static func notes(problems: [String]) -> [String] {
    problems + ["Correct the text below and save, or empty the file to cancel."]
  }

  public static let cancelled = "cancelled: the file was emptied or left as it was; nothing was saved"

  public static func failed(editor: String, status: Int32) -> ErrorViewModel {
    ErrorViewModel(
      message: "the editor (\(TerminalSafeText.singleLine(editor))) exited with status \(status); nothing was saved",
      remedy: "set VISUAL or EDITOR to an editor that exits with 0 after saving", kind: .failure)
  }

  public static func gaveUp(keptIn path: String) -> ErrorViewModel {
    ErrorViewModel(
      message: "the text still has the same problems; nothing was saved",
      remedy: "your text is kept in \(TerminalSafeText.singleLine(path))", kind: .invalidInput)
  }

  /// The save of an edited text failed (and said why): the person's text is not lost.
  public static func kept(in path: String) -> String {
    "your text is kept in \(TerminalSafeText.singleLine(path))"
  }

  public static let replaced = ErrorViewModel(
    message: "the editor's file was replaced by a link or a file that is not yours; nothing was read or saved",
    remedy: "save the text in place in the editor, or give the change with --from FILE", kind: .failure)

  public static func tooLarge(limitBytes: Int) -> ErrorViewModel {
    ErrorViewModel(
      message: "the edited text is larger than \(limitBytes >> 20) MiB; nothing was saved",
      remedy: "a product's text is far smaller: empty the file to cancel, or give the change with --from FILE",
      kind: .invalidInput)
  }

  /// The answer to the question before a delete was not yes.
  public static let declined = ErrorViewModel(
    message: "nothing was deleted: the answer was not yes", remedy: "answer y to delete, or give --yes", kind: .failure)

  public static func noFile(_ reason: String) -> ErrorViewModel {
    ErrorViewModel(
      message: "cannot make a file for the editor: \(TerminalSafeText.singleLine(reason))",
      remedy: "check that TMPDIR names a writable folder", kind: .failure)
  }
}
