/// The About scene's input boundary.
@MainActor
public protocol AboutBusinessLogic: AnyObject {
  func loadAbout() async
  /// Open the catalog's home page in the person's browser.
  func openHomePage() async
}
