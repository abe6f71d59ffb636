import ApplicationLogic
import BusinessLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Edits a product's JSON in the person's editor the way `kubectl edit` does: the text opens with
/// notes on top; saved unchanged ends with no change, emptied cancels, and a text that cannot be
/// saved opens again with the problems as `#` notes above the person's own text. The file is
/// private (`EditorFile`) and removed at the end, unless the person's text could not be saved
/// (they gave up on its problems, or the save failed for good): then it is kept, and its path
/// said.
@MainActor
struct ProductEditorLoop {
  let editor: ExternalEditor
  let errors: ErrorPresentation

  /// What `submit` made of a saved text.
  enum Submission: Equatable {
    case saved
    /// Problems to show above the text when it opens again.
    case problems([String])
    /// The save failed for good, and said so itself (the product changed meanwhile, the server
    /// refused): the text is kept for the person.
    case failed
  }

  enum Ending: Equatable {
    /// `submit` saved the text.
    case submitted
    case unchanged
    case emptied
    case editorFailed(Int32)
    case gaveUp(keptIn: String)
    /// The save failed (and said so); the text is kept here.
    case failed(keptIn: String)
    case noFile(String)
    /// The editor's file became a link, a device or someone else's file: nothing read from it.
    case replaced
    case tooLarge(limitBytes: Int)
    /// A signal ended the editing; the file is removed, and the caller dies of the signal.
    case interrupted(by: Int32)
  }

  /// `submit` gets each saved text that is a JSON object. A text that is not is reopened with
  /// what is wrong with it.
  func run(document: String, notes: [String], submit: (JSONTree) async -> Submission) async -> Ending {
    let file: EditorFile
    switch EditorFile.make() {
    case .success(let made): file = made
    case .failure(let failure): return Self.ending(failure)
    }
    var keep = false
    defer { if !keep { file.remove() } }
    var text = Self.commented(notes) + document
    var lastBody: String?
    while true {
      let saved: String
      do {
        try file.write(text)
        switch editor.edit(file.path) {
        case .interrupted(let signal): return .interrupted(by: signal)
        case .exited(let status) where status != 0: return .editorFailed(status)
        case .exited: break
        }
        saved = try file.read()
      } catch {
        return Self.ending(error)
      }
      let body = ProductFormDocument.withoutLeadingComments(saved)
      let trimmed = body.trimmingWhitespace()
      if trimmed.isEmpty { return .emptied }
      if trimmed == document.trimmingWhitespace() { return .unchanged }
      if body == lastBody {
        keep = true
        return .gaveUp(keptIn: file.path)
      }
      let problems: [String]
      switch ProductFormDocument.object(from: Array(body.utf8), source: "the edited text") {
      case .success(let object):
        switch await submit(object) {
        case .saved: return .submitted
        case .problems(let found): problems = found
        case .failed:
          keep = true
          return .failed(keptIn: file.path)
        }
      case .failure(let error): problems = [errors.viewModel(for: error).message]
      }
      lastBody = body
      text = Self.commented(EditorWords.notes(problems: problems)) + body
    }
  }

  private static func ending(_ failure: EditorFile.Failure) -> Ending {
    switch failure {
    case .system(let reason): .noFile(reason)
    case .notOwnRegularFile: .replaced
    case .tooLarge(let limit): .tooLarge(limitBytes: limit)
    }
  }

  private static func commented(_ lines: [String]) -> String {
    lines.map { ProductFormDocument.commentPrefix + " " + $0 + "\n" }.joined()
  }
}
