import BusinessLogic

/// What the browser's view reports: it is ready, a key was pressed, the screen changed size.
@MainActor
public protocol ProductBrowserPresenterInput: AnyObject {
  func viewIsReady() async
  /// Keys that arrived together (a paste, or typing faster than frames): applied in order, then
  /// drawn once and loaded once.
  func handle(_ keys: [BrowseKey]) async
  func resize(to size: ScreenSize) async
  /// Draw again, as after a scene shown over this one has closed.
  func redraw()
}

/// The browser's input port for the scenes routed to from it (VIPER's module input): what they
/// hand back once they end. The full-screen navigator delivers these; it sees nothing else of
/// the browser.
@MainActor
public protocol ProductBrowserModuleInput: AnyObject {
  /// Show the list of `request` (a category chosen in the categories scene), keeping the order.
  func show(_ request: ProductListRequest) async
  /// A change routed to from the browser has ended: say how, and show the list as it is now.
  func changeFinished(_ outcome: ProductChangeOutcome) async
}
