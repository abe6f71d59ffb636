/// What the About screen can be told.
@MainActor
public protocol AboutView: AnyObject {
  func displayAbout(_ viewModel: AboutViewModel)
  /// A link was handed to the browser, or there is none to hand it to.
  func displayOpening(_ viewModel: AboutOpeningViewModel)
  func displayError(_ viewModel: ErrorViewModel)
}
