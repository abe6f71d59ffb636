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
    let id = response.before.id
    guard !response.changesNothing else {
      display?.displaySavedProduct(
        ProductChangeViewModel(lines: ["no changes to product \(id)"]))
      return
    }
    let details =
      response.changedFields.map { words.change(of: $0, from: response.before, to: response.after) }
      + words.unmodeled(response.unmodeledNames)
    let summary = response.isDryRun ? "would update product \(id)" : "updated product \(id)"
    display?.displaySavedProduct(
      ProductChangeViewModel(
        lines: words.lines(summary: summary, details: details, isDryRun: response.isDryRun),
        warnings: words.warnings(newCategory: response.newCategory)))
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
