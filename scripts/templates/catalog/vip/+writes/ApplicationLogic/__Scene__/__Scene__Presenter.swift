import BusinessLogic
import DomainEntities

/// VIP presenter: the change into words (`ProductChangeWords`), each changed field as `name
/// old → new`. Holds its display weakly, which closes the cycle view → interactor → presenter →
/// view. Fill in: the summary's verbs.
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
    display?.display__Scene__(words.viewModel(changing: response.before, to: response.after, fields: response.changedFields, verbs: ("changed", "would change"), isDryRun: response.isDryRun))
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
