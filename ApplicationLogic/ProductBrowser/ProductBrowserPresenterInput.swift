/// What the browser's view reports: it is ready, a key was pressed, the screen changed size.
@MainActor
public protocol ProductBrowserPresenterInput: AnyObject {
  func viewIsReady() async
  func handle(_ key: BrowseKey) async
  func resize(to size: ScreenSize) async
  /// Draw again, as after a scene shown over this one has closed.
  func redraw()
}
