import ApplicationLogic
import BusinessLogic

/// Assembles the VIPER About scene: view → presenter → interactor → the source port, and the
/// presenter's wireframe. Call it from the composition root with the source adapter, the
/// navigator and where the lines go.
@MainActor
public enum AboutConfigurator {
  public static func makeScene(
    source: any AboutSource, navigator: any ShelfNavigator, write: @escaping (String) -> Void
  ) -> PrintAboutView {
    let interactor = AboutInteractor(source: source)
    let presenter = AboutPresenter(interactor: interactor, wireframe: AboutRouter(navigator: navigator))
    let view = PrintAboutView(write: write)
    view.presenter = presenter
    presenter.view = view
    interactor.output = presenter
    return view
  }
}

/// VIPER's view: reports that it is ready, then places each line it is given.
@MainActor
public final class PrintAboutView: AboutView {
  var presenter: (any AboutPresenterInput)?
  private let write: (String) -> Void

  init(write: @escaping (String) -> Void) {
    self.write = write
  }

  public func run() async {
    await presenter?.viewIsReady()
  }

  public func displayAbout(_ viewModel: AboutViewModel) {
    for line in viewModel.lines { write(line) }
  }
}
