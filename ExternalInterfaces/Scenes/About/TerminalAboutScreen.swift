import ApplicationLogic

/// The About scene over the browser (`i`): the facts, paged like a product's detail; Esc asks
/// the presenter to close, which its router does.
@MainActor
final class TerminalAboutScreen: AboutView, AboutPresenterHolder, InteractiveScreen {
  var presenter: (any AboutPresenterInput)?
  private weak var session: FullScreenSession?
  private var pager = DetailPager()
  private var size: ScreenSize

  init(session: FullScreenSession, size: ScreenSize) {
    (self.session, self.size) = (session, size)
  }

  func start() async {
    pager.show([[StyledText("loading…", style: .secondary)]])
    redraw()
    await presenter?.viewIsReady()
  }

  func handle(_ keys: [BrowseKey]) async {
    for key in keys {
      switch pager.handle(key, size: size) {
      case .stay: continue
      case .close:
        await presenter?.close()
        return
      case .quit:
        _ = session?.settle(.quit, of: self)
        return
      }
    }
    redraw()
  }

  func resize(to size: ScreenSize) async {
    self.size = size
    redraw()
  }

  func redraw() {
    session?.draw(pager.screen(size: size), from: self)
  }

  func displayAbout(_ viewModel: AboutViewModel) {
    pager.show(viewModel.lines)
    redraw()
  }

  func displayOpening(_ viewModel: AboutOpeningViewModel) {
    // The browser never opens links itself; `catalog about --web` does.
  }

  func displayError(_ viewModel: ErrorViewModel) {
    pager.show(viewModel)
    redraw()
  }
}
