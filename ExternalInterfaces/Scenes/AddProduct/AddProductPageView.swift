import ApplicationLogic
import BusinessLogic
import DomainEntities

/// The add page (`/add`): an empty form; posted, the fields given are checked and the product
/// added as `catalog add` adds it, or every problem is shown beside its field, nothing saved.
@MainActor
final class AddProductPageView: AddProductDisplayLogic, WebScene {
  var interactor: (any AddProductBusinessLogic)?
  var router: (any ProductChangeDataPassing)?
  private let frame: PageFrame
  private let submitted: WebQuery?
  private var result = WebAnswer.message(500, "the product was not added")

  init(frame: PageFrame, submitted: WebQuery?) {
    (self.frame, self.submitted) = (frame, submitted)
  }

  func answer() async -> WebAnswer {
    guard let submitted else {
      await interactor?.prepareProduct(AddProduct.Prepare.Request())
      return result
    }
    await interactor?.addProduct(
      AddProduct.Save.Request(form: ProductFormFields.form(from: submitted, comparedTo: nil)))
    return result
  }

  private func form(failure: ProductFormFailureViewModel? = nil) -> [UInt8] {
    ProductFormPage.html(
      title: "Add a product", action: "/add", submit: "Add", frame: frame,
      values: ProductFormFields.sent(submitted), failure: failure, cancel: "/")
  }

  func displayBlankProduct() {
    result = .page(form())
  }

  func displayAddedProduct(_ viewModel: AddProduct.Save.ViewModel) {
    let notice = viewModel.lines.joined(separator: " ")
    guard let product = router?.dataStore?.product else {
      result = .redirect(to: "/", notice: notice)
      return
    }
    result = .redirect(to: "/product/" + HTML.percentEncoded(product.id.description), notice: notice)
  }

  func displayInvalidForm(_ viewModel: ProductFormFailureViewModel) {
    result = .page(status: 400, form(failure: viewModel))
  }

  func displayError(_ viewModel: ErrorViewModel) {
    result = PageLayout.failure(viewModel, title: "Add a product", frame: frame)
  }
}
