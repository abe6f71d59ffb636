import ApplicationLogic
import BusinessLogic

/// The categories scene over the browser (`c`): the VIP view, which owns the interactor and the
/// router, shows the presenter's table in a `CategoryPicker`, and on Enter asks the router to
/// hand the chosen category to the product list through the interactor's data store.
@MainActor
final class TerminalListCategoriesScreen: ListCategoriesDisplayLogic, InteractiveScreen {
  var interactor: (any ListCategoriesBusinessLogic)?
  var router: (any ListCategoriesRoutingLogic & ListCategoriesDataPassing)?
  private weak var session: FullScreenSession?
  private var picker = CategoryPicker()
  private var size: ScreenSize

  init(session: FullScreenSession, size: ScreenSize) {
    (self.session, self.size) = (session, size)
  }

  func start() async {
    redraw()
    await interactor?.fetchCategories(ListCategories.Fetch.Request())
  }

  func handle(_ keys: [BrowseKey]) async {
    for key in keys {
      switch picker.handle(key, size: size) {
      case .choose(let index):
        await router?.routeToProducts(inCategoryAt: index)
        return
      case .screen(let outcome):
        if session?.settle(outcome, of: self) ?? true { return }
      }
    }
    redraw()
  }

  func resize(to size: ScreenSize) async {
    self.size = size
    redraw()
  }

  func redraw() {
    session?.draw(picker.screen(size: size), from: self)
  }

  func displayCategories(_ viewModel: ListCategories.Fetch.ViewModel) {
    picker.show(viewModel.table)
    redraw()
  }

  func displayError(_ viewModel: ErrorViewModel) {
    picker.show(viewModel)
    redraw()
  }
}
