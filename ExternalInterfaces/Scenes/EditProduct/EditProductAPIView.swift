import ApplicationLogic
import BusinessLogic
import DomainEntities

/// VIP view for `PUT` and `PATCH /products/{id}`: loads the product, checks the body's members
/// against it, and saves the body as a merge patch; the answer is the product as stored, or
/// every problem at once, nothing written.
@MainActor
final class EditProductAPIView: EditProductDisplayLogic, WebScene {
  var interactor: (any EditProductBusinessLogic)?
  var router: (any ProductChangeDataPassing)?
  private let id: String
  private let body: [UInt8]
  private let vocabulary: any InterfaceVocabulary
  private var loaded: EditProduct.Load.ViewModel?
  private var result = WebAnswer.message(500, "the product was not changed")

  init(id: String, body: [UInt8], vocabulary: any InterfaceVocabulary) {
    (self.id, self.body, self.vocabulary) = (id, body, vocabulary)
  }

  func answer() async -> WebAnswer {
    let form: ProductForm
    switch APIProductJSON.form(from: body, vocabulary: vocabulary) {
    case .success(let made): form = made
    case .failure(let refusal): return refusal.answer
    }
    await interactor?.loadProduct(EditProduct.Load.Request(productID: id))
    guard let loaded else { return result }
    let unknown = APIProductJSON.unknownMembers(of: form, allowing: loaded.unmodeled.map(\.name))
    guard unknown.isEmpty else { return APIProductJSON.unknownMembersAnswer(unknown) }
    await interactor?.saveProduct(EditProduct.Save.Request(productID: id, form: form))
    return result
  }

  func displayProductToEdit(_ viewModel: EditProduct.Load.ViewModel) {
    loaded = viewModel
  }

  func displaySavedProduct(_ viewModel: EditProduct.Save.ViewModel) {
    guard let product = router?.dataStore?.product else { return }
    result = WebAnswer(encoded: APIProductJSON.bytes(product))
  }

  func displayInvalidForm(_ viewModel: ProductFormFailureViewModel) {
    result = APIFormFailure.answer(viewModel)
  }

  func displayError(_ viewModel: ErrorViewModel) {
    result = .error(viewModel)
  }
}
