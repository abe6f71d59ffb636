/// The About scene's output boundary.
@MainActor
public protocol AboutInteractorOutput: AnyObject {
  func presentAbout(_ response: AboutResponse)
  func presentOpening(of link: String, _ opening: LinkOpening)
}
