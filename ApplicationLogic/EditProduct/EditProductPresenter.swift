import BusinessLogic
import DomainEntities

/// VIP presenter for editing a product: each changed field as `name old → new`, in one line
/// after a save, one per line in a dry run.
@MainActor
public final class EditProductPresenter: EditProductPresentationLogic {
  public weak var display: (any EditProductDisplayLogic)?
  private let words: ProductChangeWords
  private let errors: ErrorPresentation

  public init(vocabulary: any InterfaceVocabulary) {
    words = ProductChangeWords(vocabulary: vocabulary)
    errors = ErrorPresentation(vocabulary: vocabulary)
  }

  public func presentProductToEdit(_ response: EditProduct.Load.Response) {
    display?.displayProductToEdit(
      EditProduct.Load.ViewModel(product: response.product, unmodeled: response.unmodeled))
  }

  public func presentSavedProduct(_ response: EditProduct.Save.Response) {
    display?.displaySavedProduct(
      words.viewModel(
        changing: response.before, to: response.after, fields: response.changedFields,
        verbs: ("updated", "would update"), isDryRun: response.isDryRun, unmodeled: response.unmodeledNames,
        newCategory: response.newCategory))
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
