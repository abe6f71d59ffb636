/// What the About view may ask of its presenter.
@MainActor
public protocol AboutPresenterInput: AnyObject {
  func viewIsReady() async
  /// `--web`: open the catalog's home page.
  func openHomePage() async
  /// The person is done with the scene (Esc in the browser).
  func close() async
}
