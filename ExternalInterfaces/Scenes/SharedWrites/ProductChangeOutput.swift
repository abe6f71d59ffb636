import ApplicationLogic
import BusinessLogic

/// What the write scenes' views do with their view models: printed on the command line
/// (`PrintedChangeOutput`), or kept for the browser's status line (`KeptChangeOutput`). While
/// an editor's text is being submitted, a form's problems are kept to show above the text when
/// the editor opens again, whichever the output (`submission(of:)`).
@MainActor
protocol ProductChangeOutput: AnyObject {
  var console: Console { get }
  var status: ExitStatus { get }
  /// Set by a change in a JSON mode: the view then routes to the product's detail.
  var routesToDetail: Bool { get }
  /// While an editor's text is submitted: the form's problems, else nil.
  var editorProblems: [String]? { get set }
  func show(_ viewModel: ProductChangeViewModel)
  /// A form's problems, when no editor is waiting for them.
  func record(_ failure: ProductFormFailureViewModel)
  func show(_ error: ErrorViewModel)
  /// A note for endings that are not failures (an edit cancelled).
  func note(_ line: String)
}

extension ProductChangeOutput {
  func show(_ failure: ProductFormFailureViewModel) {
    guard editorProblems != nil else { return record(failure) }
    editorProblems = [failure.error.message] + failure.problems.map { "  " + $0 }
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
      bytes = Array(
        try LocalFile(path: path).read(
          limit: ProductFormDocument.largestText, tooLarge: SourceFailure.productTextTooLarge))
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

/// The command line's: the change's line on standard output (or, with `-o json`, a note to route
/// to the detail scene, which prints the product), warnings and failures on standard error, and
/// the exit status.
@MainActor
final class PrintedChangeOutput: ProductChangeOutput {
  let console: Console
  let mode: OutputMode
  private(set) var status = ExitStatus.success
  private(set) var routesToDetail = false
  var editorProblems: [String]?

  init(console: Console, mode: OutputMode) {
    (self.console, self.mode) = (console, mode)
  }

  func show(_ viewModel: ProductChangeViewModel) {
    for warning in viewModel.warnings { console.errors.write(warning.text) }
    if mode.isJSON {
      routesToDetail = true
    } else {
      for line in viewModel.lines { console.output.write(line + "\n") }
    }
  }

  func record(_ failure: ProductFormFailureViewModel) {
    status = ErrorWriter(console: console).write(failure)
  }

  func show(_ error: ErrorViewModel) {
    status = ErrorWriter(console: console).write(error)
  }

  func note(_ line: String) {
    console.errors.write(line + "\n")
  }
}

/// The browser's: what would have been printed, kept, for the status line (`outcome`).
@MainActor
final class KeptChangeOutput: ProductChangeOutput {
  let console: Console
  private(set) var status = ExitStatus.success
  let routesToDetail = false
  var editorProblems: [String]?
  private var kept: [(line: String, failed: Bool)] = []

  init(console: Console) {
    self.console = console
  }

  /// How the change ended, in one line: the first failure if there was one, else all that was
  /// said (the change, then its warnings).
  var outcome: ProductChangeOutcome {
    if let failure = kept.first(where: \.failed) { return ProductChangeOutcome(message: failure.line, failed: true) }
    return ProductChangeOutcome(message: kept.map(\.line).joined(separator: " · "), failed: false)
  }

  func show(_ viewModel: ProductChangeViewModel) {
    kept += viewModel.lines.prefix(1).map { ($0, false) } + viewModel.warnings.map { ($0.messageLine, false) }
  }

  func record(_ failure: ProductFormFailureViewModel) {
    kept.append(((failure.lines.first ?? "") + " " + failure.problems.joined(separator: "; "), true))
    status = .usage
  }

  func show(_ error: ErrorViewModel) {
    kept.append((error.messageLine, error.kind != .warning))
    status = error.kind == .invalidInput ? .usage : error.kind == .warning ? status : .failure
  }

  func note(_ line: String) {
    kept.append((line, false))
  }
}

extension FullScreenStep {
  /// A write scene run from the browser, its words kept for the status line: the step all three
  /// write scenes take there, given how each is assembled with the output.
  static func keptChange(
    usingTheTerminal: Bool,
    _ makeScene: @escaping @MainActor (SceneContext, any ProductChangeOutput) -> any RunnableScene
  ) -> FullScreenStep {
    .change(usingTheTerminal: usingTheTerminal) { context in
      let output = KeptChangeOutput(console: context.console)
      return ChangeScene(scene: makeScene(context, output), outcome: { output.outcome })
    }
  }
}
