import ApplicationLogic
import BusinessLogic

/// Assembles the VIP Main scene: the view owns the interactor, the interactor owns the
/// presenter, the presenter points back at the view weakly; the view owns its router, which
/// reads the interactor's data store. The composition root calls it.
@MainActor
public enum MainConfigurator {
  public static func makeScene(
    source: any MainSource, navigator: any ShelfNavigator, write: @escaping (String) -> Void
  ) -> PrintMainView {
    let interactor = MainInteractor(source: source)
    let presenter = MainPresenter()
    let router = MainRouter(navigator: navigator)
    let view = PrintMainView(write: write)
    view.interactor = interactor
    interactor.presenter = presenter
    presenter.display = view
    view.router = router
    router.dataStore = interactor
    return view
  }
}

/// The scene's view ("view controller"): starts the cycle, then places each line it is given.
@MainActor
public final class PrintMainView: MainDisplayLogic {
  var interactor: (any MainBusinessLogic)?
  var router: (any MainRoutingLogic)?
  private let write: (String) -> Void

  init(write: @escaping (String) -> Void) {
    self.write = write
  }

  /// Lists the books, then, given a position, opens that book through the router.
  public func run(opening position: Int? = nil) async {
    await interactor?.list(Main.List.Request())
    if let position { await router?.routeToBook(at: position) }
  }

  public func display(_ viewModel: Main.List.ViewModel) {
    for line in viewModel.lines { write(line) }
  }
}
