/// What the browser's screen can be told (Clean Swift: `ProductBrowserDisplayLogic`).
@MainActor
public protocol ProductBrowserView: AnyObject {
  /// A whole new frame.
  func displayScreen(_ viewModel: ScreenViewModel)
  /// The browser cannot start (bad flags, a source that cannot be read): say why and end.
  func displayError(_ viewModel: ErrorViewModel)
  /// The user quit.
  func close()
}
