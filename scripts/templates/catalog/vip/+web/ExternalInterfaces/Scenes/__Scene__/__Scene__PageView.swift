import ApplicationLogic
import BusinessLogic

/// VIP view for the __command__ page (`catalog serve`, /__command__): owns the interactor and
/// writes the presenter's table as HTML, every text escaped by `HTMLTable`. Fill in: the table's
/// caption.
@MainActor
final class __Scene__PageView: __Scene__DisplayLogic, WebScene {
  var interactor: (any __Scene__BusinessLogic)?
  private let request: __Scene__.__UseCase__.Request
  private let frame: PageFrame
  private var result = WebAnswer.message(500, "the __command__ page was not answered")

  init(request: __Scene__.__UseCase__.Request, frame: PageFrame) {
    (self.request, self.frame) = (request, frame)
  }

  func answer() async -> WebAnswer {
    await interactor?.__useCase____Scene__(request)
    return result
  }

  func display__Scene__(_ viewModel: __Scene__.__UseCase__.ViewModel) {
    let table = HTMLTable.html(viewModel.table, caption: "__command__", className: "__command__")
    result = .page(PageLayout.document(title: "__Scene__", frame: frame, main: "<h1>__Scene__</h1>\(table)"))
  }

  func displayError(_ viewModel: ErrorViewModel) {
    result = PageLayout.failure(viewModel, title: "__Scene__", frame: frame)
  }
}
