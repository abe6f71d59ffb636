import ApplicationLogic
import BusinessLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// VIP view for `DELETE /products/{id}`: the product as it was, with DummyJSON's `isDeleted`
/// and `deletedOn`. An API call is its own confirmation; nothing is asked.
@MainActor
final class DeleteProductAPIView: DeleteProductDisplayLogic, WebScene {
  var interactor: (any DeleteProductBusinessLogic)?
  var router: (any ProductChangeDataPassing)?
  private let id: String
  private let now: () -> Date
  private var result = WebAnswer.message(500, "the product was not deleted")

  init(id: String, now: @escaping () -> Date = Date.init) {
    (self.id, self.now) = (id, now)
  }

  func answer() async -> WebAnswer {
    await interactor?.deleteProduct(DeleteProduct.Delete.Request(productID: id))
    return result
  }

  func displayConfirmation(_ viewModel: DeleteProduct.Load.ViewModel) {}

  func displayDeletedProduct(_ viewModel: DeleteProduct.Delete.ViewModel) {
    guard let product = router?.dataStore?.product,
      case .object(let members) = APIProductJSON.object(product)
    else { return }
    result = WebAnswer(
      .object(
        members + [
          .init(name: "isDeleted", value: .bool(true)),
          .init(name: "deletedOn", value: .string(now().formatted(.iso8601))),
        ]))
  }

  func displayError(_ viewModel: ErrorViewModel) {
    result = .error(viewModel)
  }
}
