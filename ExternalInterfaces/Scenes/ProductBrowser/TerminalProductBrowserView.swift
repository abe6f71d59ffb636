import ApplicationLogic

/// The browser's view: hands keys and sizes to its presenter and its frames to the session.
@MainActor
final class TerminalProductBrowserView: ProductBrowserView, InteractiveScreen {
  var presenter: (any ProductBrowserPresenterInput)?
  /// Weak: the session holds its screens.
  private weak var session: FullScreenSession?

  init(session: FullScreenSession) {
    self.session = session
  }

  func start() async { await presenter?.viewIsReady() }
  func handle(_ keys: [BrowseKey]) async { await presenter?.handle(keys) }
  func resize(to size: ScreenSize) async { await presenter?.resize(to: size) }
  func redraw() { presenter?.redraw() }

  func displayScreen(_ viewModel: ScreenViewModel) {
    session?.draw(viewModel, from: self)
  }

  func displayError(_ viewModel: ErrorViewModel) {
    session?.fail(viewModel)
  }

  func close() {
    session?.finish(.success)
  }
}
