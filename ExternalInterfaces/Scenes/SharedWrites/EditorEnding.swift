import ApplicationLogic

/// How an editing session that saved nothing is reported: a note for a cancel, a failure for an
/// editor that failed or a text left with problems; a signal is died of, as the shell expects.
@MainActor
struct EditorEnding {
  let output: any ProductChangeOutput
  let editor: ExternalEditor

  /// A text saved as it was opened cancels too, unless the scene answered it first.
  func show(_ ending: ProductEditorLoop.Ending) {
    switch ending {
    case .submitted: break
    case .unchanged, .emptied: output.note(EditorWords.cancelled)
    case .editorFailed(let status): output.show(EditorWords.failed(editor: editor.command, status: status))
    case .gaveUp(let path): output.show(EditorWords.gaveUp(keptIn: path))
    case .failed(let path): output.note(EditorWords.kept(in: path))
    case .noFile(let reason): output.show(EditorWords.noFile(reason))
    case .replaced: output.show(EditorWords.replaced)
    case .tooLarge(let limit): output.show(EditorWords.tooLarge(limitBytes: limit))
    case .interrupted(let signal):
      // The terminal is already the editor's, not full screen: nothing is left to give back.
      DeathBySignal.die(of: signal)
    }
  }
}
