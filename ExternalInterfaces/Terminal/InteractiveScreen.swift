import ApplicationLogic

/// A scene that lives on the full screen and takes keys: the browser, or one product's detail
/// over it. The session gives keys and size changes to the one on top.
@MainActor
protocol InteractiveScreen: AnyObject {
  func start() async
  /// Keys that arrived in one read, in order.
  func handle(_ keys: [BrowseKey]) async
  func resize(to size: ScreenSize) async
  func redraw()
}
