import ApplicationLogic

/// One product's full detail over the browser: the detail scene's view, paging its lines with
/// `DetailPager` until Esc hands the screen back.
@MainActor
final class TerminalProductDetailScreen: ProductDetailView, InteractiveScreen {
  var presenter: (any ProductDetailPresenterInput)?
  private weak var session: FullScreenSession?
  private var pager = DetailPager()
  private var size: ScreenSize

  init(session: FullScreenSession, size: ScreenSize) {
    (self.session, self.size) = (session, size)
  }

  func start() async {
    redraw()
    await presenter?.viewIsReady()
  }

  func handle(_ keys: [BrowseKey]) async {
    for key in keys where session?.settle(pager.handle(key, size: size), of: self) ?? true { return }
    redraw()
  }

  func resize(to size: ScreenSize) async {
    self.size = size
    presenter?.viewDidResize(to: Self.layout(for: size))
    redraw()
  }

  /// The readable page at the screen's width, less the margin the pager adds.
  static func layout(for size: ScreenSize) -> DetailLayout {
    .readable(width: size.columns - 1)
  }

  func redraw() {
    session?.draw(pager.screen(size: size), from: self)
  }

  func displayProduct(_ viewModel: ProductDetailViewModel) {
    switch viewModel {
    case .readable(let lines): pager.show(lines)
    case .records(let records): pager.show(records.map { [StyledText($0.key + ": " + $0.value)] })
    // Only a web page asks for the facts unwrapped; this screen asks for lines.
    case .sheet: return
    }
    redraw()
  }

  func displayError(_ viewModel: ErrorViewModel) {
    pager.show(viewModel)
    redraw()
  }
}
