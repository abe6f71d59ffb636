import ApplicationLogic
import BusinessLogic
import DomainEntities

/// The edit page (`/product/{id}/edit`): the product's fields in a form; posted, the fields the
/// visitor changed are checked and saved as the command line's flags are, or every problem is
/// shown beside its field with nothing saved.
@MainActor
final class EditProductPageView: EditProductDisplayLogic, WebScene {
  var interactor: (any EditProductBusinessLogic)?
  private let id: String
  private let frame: PageFrame
  private let submitted: WebQuery?
  private var product: Product?
  private var result = WebAnswer.message(500, "the product was not changed")

  init(id: String, frame: PageFrame, submitted: WebQuery?) {
    (self.id, self.frame, self.submitted) = (id, frame, submitted)
  }

  private var path: String { "/product/" + HTML.percentEncoded(id) }

  func answer() async -> WebAnswer {
    await interactor?.loadProduct(EditProduct.Load.Request(productID: id))
    guard let product else { return result }
    guard let submitted else {
      return .page(form { ProductFormFields.shownText(of: $0, in: product) })
    }
    let form = ProductFormFields.form(from: submitted, comparedTo: product)
    await interactor?.saveProduct(EditProduct.Save.Request(productID: id, form: form))
    return result
  }

  private func form(failure: ProductFormFailureViewModel? = nil, values: @escaping (ProductField) -> String) -> [UInt8]
  {
    ProductFormPage.html(
      title: "Edit " + (product.map { TerminalSafeText.singleLine($0.title) } ?? "product \(id)"),
      action: path + "/edit", submit: "Save", frame: frame, values: values, failure: failure, cancel: path)
  }

  func displayProductToEdit(_ viewModel: EditProduct.Load.ViewModel) {
    product = viewModel.product
  }

  func displaySavedProduct(_ viewModel: EditProduct.Save.ViewModel) {
    result = .redirect(to: path, notice: viewModel.lines.joined(separator: " "))
  }

  func displayInvalidForm(_ viewModel: ProductFormFailureViewModel) {
    result = .page(status: 400, form(failure: viewModel, values: ProductFormFields.sent(submitted)))
  }

  func displayError(_ viewModel: ErrorViewModel) {
    result = PageLayout.failure(viewModel, title: "Edit product \(id)", frame: frame)
  }
}
