import BusinessLogic
import DomainEntities

/// VIP presenter: the change into words, each changed field as `name old → new`. Holds its
/// display weakly, which closes the cycle view → interactor → presenter → view. Fill in: the
/// summary's words.
@MainActor
public final class __Scene__Presenter: __Scene__PresentationLogic {
  public weak var display: (any __Scene__DisplayLogic)?
  private let words: ProductChangeWords
  private let errors: ErrorPresentation

  public init(vocabulary: any InterfaceVocabulary) {
    words = ProductChangeWords(vocabulary: vocabulary)
    errors = ErrorPresentation(vocabulary: vocabulary)
  }

  public func present__Scene__(_ response: __Scene__.__UseCase__.Response) {
    let id = response.before.id
    guard !response.changedFields.isEmpty else { return display?.display__Scene__(ProductChangeViewModel(lines: ["no changes to product \(id)"])) ?? () }
    let details = response.changedFields.map { words.change(of: $0, from: response.before, to: response.after) }
    let summary = response.isDryRun ? "would change product \(id)" : "changed product \(id)"
    display?.display__Scene__(ProductChangeViewModel(lines: words.lines(summary: summary, details: details, isDryRun: response.isDryRun)))
  }

  public func presentInvalidRequest(_ error: RequestValidationError) {
    display?.displayError(errors.viewModel(for: error))
  }

  public func presentInvalidForm(_ problems: ProductFormProblems) {
    display?.displayInvalidForm(words.viewModel(for: problems))
  }

  public func presentWriteFailure(_ error: CatalogWriteError) {
    display?.displayError(errors.viewModel(for: error))
  }
}
