import ApplicationLogic
import BusinessLogic
import DomainEntities

/// VIP view for `POST /products/add`: the body is the form; the answer is the product as stored
/// (201, with its `Location`), or every problem of the form at once (400), nothing written.
@MainActor
final class AddProductAPIView: AddProductDisplayLogic, WebScene {
  var interactor: (any AddProductBusinessLogic)?
  var router: (any ProductChangeDataPassing)?
  private let body: [UInt8]
  private let vocabulary: any InterfaceVocabulary
  private var result = WebAnswer.message(500, "the product was not added")

  init(body: [UInt8], vocabulary: any InterfaceVocabulary) {
    (self.body, self.vocabulary) = (body, vocabulary)
  }

  func answer() async -> WebAnswer {
    let form: ProductForm
    switch APIProductJSON.form(from: body, vocabulary: vocabulary) {
    case .success(let made): form = made
    case .failure(let refusal): return refusal.answer
    }
    let unknown = APIProductJSON.unknownMembers(of: form)
    guard unknown.isEmpty else { return APIProductJSON.unknownMembersAnswer(unknown) }
    await interactor?.addProduct(AddProduct.Save.Request(form: form))
    return result
  }

  func displayBlankProduct() {}

  func displayAddedProduct(_ viewModel: AddProduct.Save.ViewModel) {
    guard let product = router?.dataStore?.product else { return }
    result = WebAnswer(
      status: 201, encoded: APIProductJSON.bytes(product), headers: [("Location", "/products/\(product.id)")])
  }

  func displayInvalidForm(_ viewModel: ProductFormFailureViewModel) {
    result = APIFormFailure.answer(viewModel)
  }

  func displayError(_ viewModel: ErrorViewModel) {
    result = .error(viewModel)
  }
}
