/// Navigation out of the About scene.
@MainActor
public protocol AboutWireframe: AnyObject {
  func closeAbout() async
}

/// The About scene's wireframe: closing it hands the screen back to whatever was under it.
@MainActor
public final class AboutRouter: AboutWireframe {
  /// Weak: the navigator owns the scenes, and so, through them, this router.
  private weak var navigator: (any SceneNavigator)?

  public init(navigator: any SceneNavigator) {
    self.navigator = navigator
  }

  public func closeAbout() async {
    await navigator?.dismiss()
  }
}
