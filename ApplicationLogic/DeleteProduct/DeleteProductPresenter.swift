import BusinessLogic
import DomainEntities

/// VIP presenter for deleting a product: the question before, the line after.
@MainActor
public final class DeleteProductPresenter: DeleteProductPresentationLogic {
  public weak var display: (any DeleteProductDisplayLogic)?
  private let words: ProductChangeWords
  private let errors: ErrorPresentation

  public init(vocabulary: any InterfaceVocabulary) {
    words = ProductChangeWords(vocabulary: vocabulary)
    errors = ErrorPresentation(vocabulary: vocabulary)
  }

  public func presentProductToDelete(_ response: DeleteProduct.Load.Response) {
    let product = response.product
    display?.displayConfirmation(
      DeleteProduct.Load.ViewModel(question: "delete product \(product.id) \(FieldValueText.quoted(product.title))?"))
  }

  public func presentDeletedProduct(_ response: DeleteProduct.Delete.Response) {
    let product = response.product
    let subject = "product \(product.id) \(FieldValueText.quoted(product.title))"
    let lines =
      response.isDryRun
      ? words.lines(summary: "would delete " + subject, details: [], isDryRun: true) : ["deleted " + subject]
    display?.displayDeletedProduct(ProductChangeViewModel(lines: lines))
  }

  public func presentInvalidRequest(_ error: RequestValidationError) {
    display?.displayError(errors.viewModel(for: error))
  }

  public func presentWriteFailure(_ error: CatalogWriteError) {
    display?.displayError(errors.viewModel(for: error))
  }
}
