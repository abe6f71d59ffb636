/// Navigation out of the About scene.
@MainActor
public protocol AboutWireframe: AnyObject {
  func closeAbout() async
}
