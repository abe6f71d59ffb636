import ApplicationLogic
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Edits a product's JSON in the person's editor the way `kubectl edit` does: the text opens with
/// notes on top; saved unchanged ends with no change, emptied cancels, and a text that cannot be
/// saved opens again with the problems as `#` notes above the person's own text. The file is
/// private (0600) and removed at the end, unless the person gave up on a text with problems:
/// then it is kept, and its path said.
@MainActor
struct ProductEditorLoop {
  let editor: ExternalEditor
  let errors: ErrorPresentation

  enum Ending: Equatable {
    /// `submit` accepted the text (or failed for good, and said so itself).
    case submitted
    case unchanged
    case emptied
    case editorFailed(Int32)
    case gaveUp(keptIn: String)
    case noFile(String)
  }

  /// `submit` gets each saved text that is a JSON object, and answers the problems to show
  /// (none: done). A text that is not is reopened with what is wrong with it.
  func run(document: String, notes: [String], submit: (JSONTree) async -> [String]) async -> Ending {
    guard let file = Self.privateFile() else { return .noFile(String(cString: strerror(errno))) }
    var keep = false
    defer { if !keep { _ = unlink(file) } }
    var text = Self.commented(notes) + document
    var lastBody: String?
    while true {
      guard (try? Data(text.utf8).write(to: URL(fileURLWithPath: file))) != nil else {
        return .noFile(String(cString: strerror(errno)))
      }
      let status = editor.edit(file)
      guard status == 0 else { return .editorFailed(status) }
      let saved = String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: file))) ?? Data(), as: UTF8.self)
      let body = ProductFormDocument.withoutLeadingComments(saved)
      let trimmed = body.trimmingCharacters(in: .whitespacesAndNewlines)
      if trimmed.isEmpty { return .emptied }
      if trimmed == document.trimmingCharacters(in: .whitespacesAndNewlines) { return .unchanged }
      if body == lastBody {
        keep = true
        return .gaveUp(keptIn: file)
      }
      let problems: [String]
      switch ProductFormDocument.object(from: Array(body.utf8), source: "the edited text") {
      case .success(let object): problems = await submit(object)
      case .failure(let error): problems = [errors.viewModel(for: error).message]
      }
      if problems.isEmpty { return .submitted }
      lastBody = body
      text = Self.commented(EditorWords.notes(problems: problems)) + body
    }
  }

  private static func commented(_ lines: [String]) -> String {
    lines.map { ProductFormDocument.commentPrefix + " " + $0 + "\n" }.joined()
  }

  /// A new file only this user can read, in the temporary folder.
  private static func privateFile() -> String? {
    let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    let path = folder + "/catalog-edit-\(getpid())-\(String(UInt64.random(in: 1...UInt64.max), radix: 16)).json"
    let descriptor = LosslessText.withPath(path) {
      open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    }
    guard descriptor >= 0 else { return nil }
    close(descriptor)
    return path
  }
}
