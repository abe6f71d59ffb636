import BusinessLogic
import DomainEntities

/// VIP presenter for adding a product: `added product 195 "Title"`, or in a dry run every field
/// the product would have, one per line.
@MainActor
public final class AddProductPresenter: AddProductPresentationLogic {
  public weak var display: (any AddProductDisplayLogic)?
  private let words: ProductChangeWords
  private let errors: ErrorPresentation

  public init(vocabulary: any InterfaceVocabulary) {
    words = ProductChangeWords(vocabulary: vocabulary)
    errors = ErrorPresentation(vocabulary: vocabulary)
  }

  public func presentBlankProduct(_ response: AddProduct.Prepare.Response) {
    display?.displayBlankProduct()
  }

  public func presentAddedProduct(_ response: AddProduct.Save.Response) {
    let product = response.product
    let title = FieldValueText.quoted(product.title)
    let lines =
      response.isDryRun
      ? words.lines(
        summary: "would add product \(product.id) \(title)",
        details: words.setFields(of: product).map { words.value(of: $0, in: product) }
          + words.unmodeled(response.unmodeledNames),
        isDryRun: true)
      : ["added product \(product.id) \(title)"]
    display?.displayAddedProduct(
      ProductChangeViewModel(
        lines: lines, warnings: words.warnings(newCategory: response.newCategory, ignoredID: response.ignoredID)))
  }

  public func presentInvalidForm(_ problems: ProductFormProblems) {
    display?.displayInvalidForm(words.viewModel(for: problems))
  }

  public func presentWriteFailure(_ error: CatalogWriteError) {
    display?.displayError(errors.viewModel(for: error))
  }
}
