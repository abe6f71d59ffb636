import ApplicationLogic
import BusinessLogic

/// The delete page (`/product/{id}/delete`): it asks first, in the presenter's words; only the
/// form it shows deletes.
@MainActor
final class DeleteProductPageView: DeleteProductDisplayLogic, WebScene {
  var interactor: (any DeleteProductBusinessLogic)?
  private let id: String
  private let frame: PageFrame
  private let confirmed: Bool
  private var result = WebAnswer.message(500, "the product was not deleted")

  init(id: String, frame: PageFrame, confirmed: Bool) {
    (self.id, self.frame, self.confirmed) = (id, frame, confirmed)
  }

  private var path: String { "/product/" + HTML.percentEncoded(id) }

  func answer() async -> WebAnswer {
    if confirmed {
      await interactor?.deleteProduct(DeleteProduct.Delete.Request(productID: id))
    } else {
      await interactor?.loadProduct(DeleteProduct.Load.Request(productID: id))
    }
    return result
  }

  func displayConfirmation(_ viewModel: DeleteProduct.Load.ViewModel) {
    let question = viewModel.question.prefix(1).uppercased() + viewModel.question.dropFirst()
    let main =
      "<h1 dir=\"auto\">\(HTML.text(question))</h1><p>This cannot be undone.</p>"
      + "<form method=\"post\" action=\"\(HTML.text(path))/delete\">" + PageLayout.tokenField(frame)
      + "<p class=\"actions\"><button class=\"danger\" type=\"submit\">Delete</button>"
      + "<a href=\"\(HTML.text(path))\">Cancel</a></p></form>"
    result = .page(PageLayout.document(title: "Delete product \(id)", frame: frame, main: main))
  }

  func displayDeletedProduct(_ viewModel: DeleteProduct.Delete.ViewModel) {
    result = .redirect(to: "/", notice: viewModel.lines.joined(separator: " "))
  }

  func displayError(_ viewModel: ErrorViewModel) {
    result = PageLayout.failure(viewModel, title: "Delete product \(id)", frame: frame)
  }
}
