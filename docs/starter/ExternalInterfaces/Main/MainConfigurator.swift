import ApplicationLogic
import BusinessLogic

/// Assembles the VIP Main scene: the view owns the interactor, the interactor owns the
/// presenter, the presenter points back at the view weakly. The composition root calls it.
@MainActor
public enum MainConfigurator {
  public static func makeScene(source: any MainSource, write: @escaping (String) -> Void) -> PrintMainView {
    let interactor = MainInteractor(source: source)
    let presenter = MainPresenter()
    let view = PrintMainView(write: write)
    view.interactor = interactor
    interactor.presenter = presenter
    presenter.display = view
    return view
  }
}

/// The scene's view ("view controller"): starts the cycle, then places each line it is given.
@MainActor
public final class PrintMainView: MainDisplayLogic {
  var interactor: (any MainBusinessLogic)?
  private let write: (String) -> Void

  init(write: @escaping (String) -> Void) {
    self.write = write
  }

  public func run() async {
    await interactor?.list(Main.List.Request())
  }

  public func display(_ viewModel: Main.List.ViewModel) {
    for line in viewModel.lines { write(line) }
  }
}
