import BusinessLogic
import DomainEntities

/// VIP presenter: the use case's facts into words. Holds its display weakly, which closes the
/// cycle view → interactor → presenter → view. Fill in: the scene's formatting.
@MainActor
public final class __Scene__Presenter: __Scene__PresentationLogic {
  public weak var display: (any __Scene__DisplayLogic)?
  private let errors: ErrorPresentation

  public init(vocabulary: any InterfaceVocabulary) {
    self.errors = ErrorPresentation(vocabulary: vocabulary)
  }

  public func present__Scene__(_ response: __Scene__.__UseCase__.Response) {
    display?.display__Scene__(
      __Scene__.__UseCase__.ViewModel(lines: [
        "\(response.productCount) products",
        "__command__ is a new scene: fill in __Scene__Interactor, __Scene__Presenter and Terminal__Scene__View",
      ]))
  }

  public func presentSourceFailure(_ error: CatalogSourceError) {
    display?.displayError(errors.viewModel(for: error))
  }
}
