import ApplicationLogic
import BusinessLogic

/// What the write scenes' views do with their view models on the command line: the change's
/// line on standard output (or, with `-o json`, a note to route to the detail scene, which
/// prints the product), warnings and failures on standard error, and the exit status. For a
/// change made from the browser the same words are kept instead, for its status line
/// (`outcome`).
@MainActor
final class ProductChangeOutput {
  let console: Console
  let mode: OutputMode
  private(set) var status = ExitStatus.success
  /// Set by a change in a JSON mode: the view then routes to the product's detail.
  private(set) var routesToDetail = false
  /// While an editor's text is being submitted: a form's problems, kept to show above the text
  /// when the editor opens again, instead of printed.
  private var editorProblems: [String]?
  /// For a change made from a screen: what would have been printed, kept; nil prints.
  private var kept: [(line: String, failed: Bool)]?

  init(console: Console, mode: OutputMode, keepsWords: Bool = false) {
    self.console = console
    self.mode = mode
    kept = keepsWords ? [] : nil
  }

  /// How the change ended, in one line: the first failure if there was one, else all that was
  /// said (the change, then its warnings).
  var outcome: ProductChangeOutcome {
    let said = kept ?? []
    if let failure = said.first(where: \.failed) { return ProductChangeOutcome(message: failure.line, failed: true) }
    return ProductChangeOutcome(message: said.map(\.line).joined(separator: " · "), failed: false)
  }

  func show(_ viewModel: ProductChangeViewModel) {
    if kept != nil {
      kept? += viewModel.lines.prefix(1).map { ($0, false) } + viewModel.warnings.map { ($0.messageLine, false) }
      return
    }
    for warning in viewModel.warnings { console.errors.write(warning.text) }
    if mode.isJSON {
      routesToDetail = true
    } else {
      for line in viewModel.lines { console.output.write(line + "\n") }
    }
  }

  func show(_ failure: ProductFormFailureViewModel) {
    if editorProblems != nil {
      editorProblems = [failure.error.message] + failure.problems.map { "  " + $0 }
      return
    }
    if kept != nil {
      kept?.append(((failure.lines.first ?? "") + " " + failure.problems.joined(separator: "; "), true))
      status = .usage
      return
    }
    for line in failure.lines { console.errors.write(line + "\n") }
    status = .usage
  }

  func show(_ error: ErrorViewModel) {
    if kept != nil {
      kept?.append((error.messageLine, error.kind != .warning))
      status = error.kind == .invalidInput ? .usage : error.kind == .warning ? status : .failure
      return
    }
    status = ErrorWriter(console: console).write(error)
  }

  /// A note on standard error, for endings that are not failures (an edit cancelled).
  func note(_ line: String) {
    if kept != nil { return kept?.append((line, false)) ?? () }
    console.errors.write(line + "\n")
  }

  /// Submits an editor's text through `submit`: the problems the form met, as the lines the
  /// editor shows above the text, or whether it was saved or failed for good (said already).
  func submission(of submit: () async -> Void) async -> ProductEditorLoop.Submission {
    editorProblems = []
    defer { editorProblems = nil }
    await submit()
    if let problems = editorProblems, !problems.isEmpty { return .problems(problems) }
    return status == .success ? .saved : .failed
  }

  /// `--from FILE`: the document's form, or the failure shown.
  func form(fromDocument path: String, errors: ErrorPresentation) -> ProductForm? {
    let bytes: [UInt8]
    do {
      bytes = Array(try LocalFile(path: path).read())
    } catch {
      show(errors.viewModel(for: error))
      return nil
    }
    switch ProductFormDocument.form(from: bytes, source: LocalFile.displayName(path)) {
    case .success(let form): return form
    case .failure(let error):
      show(errors.viewModel(for: error))
      return nil
    }
  }
}
