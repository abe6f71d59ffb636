import ApplicationLogic

/// The __command__ page (`catalog serve`, /__command__): the presenter's table as HTML, every
/// text escaped by `HTMLTable`. Fill in: the table's caption.
@MainActor
final class __Scene__PageView: __Scene__View, WebScene {
  var presenter: (any __Scene__PresenterInput)?
  private let frame: PageFrame
  private var result = WebAnswer.message(500, "the __command__ page was not answered")

  init(frame: PageFrame) {
    self.frame = frame
  }

  func answer() async -> WebAnswer {
    await presenter?.viewIsReady()
    return result
  }

  func display__Scene__(_ viewModel: __Scene__ViewModel) {
    let table = HTMLTable.html(viewModel.table, caption: "__command__", className: "__command__")
    result = .page(PageLayout.document(title: "__Scene__", frame: frame, main: "<h1>__Scene__</h1>\(table)"))
  }

  func displayError(_ viewModel: ErrorViewModel) {
    result = PageLayout.failure(viewModel, title: "__Scene__", frame: frame)
  }
}
