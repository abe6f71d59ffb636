import ApplicationLogic
import BusinessLogic

/// The categories page (`/categories`): the presenter's table, each slug a link to its list.
@MainActor
final class ListCategoriesPageView: ListCategoriesDisplayLogic, WebScene {
  var interactor: (any ListCategoriesBusinessLogic)?
  private let frame: PageFrame
  private var result = WebAnswer.message(500, "the categories were not answered")

  init(frame: PageFrame) {
    self.frame = frame
  }

  func answer() async -> WebAnswer {
    await interactor?.fetchCategories(ListCategories.Fetch.Request())
    return result
  }

  func displayCategories(_ viewModel: ListCategories.Fetch.ViewModel) {
    let slugs = viewModel.table.columns.firstIndex { $0.key == "slug" }
    let table = HTMLTable.html(viewModel.table, caption: "Categories", className: "categories") { row, column in
      guard column == "slug", let slugs else { return nil }
      return HTML.address("/", [("category", viewModel.table.rows[row][slugs].text)])
    }
    result = .page(
      PageLayout.document(
        title: "Categories", frame: frame, main: "<h1>Categories</h1>" + table, json: "/products/categories"))
  }

  func displayError(_ viewModel: ErrorViewModel) {
    result = PageLayout.failure(viewModel, title: "Categories", frame: frame)
  }
}
